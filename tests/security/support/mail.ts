import { setTimeout as sleep } from 'node:timers/promises';
import { outboxDir } from '../../../server/mail/index.js';
import { readOutbox, type OutboxMail } from '../../../server/mail/outbox.js';

/** Mails leave after forgot-password has answered: waits until `count` mails to `to` are in the outbox. */
export async function mailsTo(dataDir: string, to: string, count: number, timeoutMs = 5_000): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(outboxDir(dataDir))).filter((mail) => mail.to === to);
    if (mails.length >= count || Date.now() > until) return mails;
    await sleep(20);
  }
}

/** The password a forgot-password mail carries. */
export const mailedPassword = (mail: OutboxMail | undefined) => /password è: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
