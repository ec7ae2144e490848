import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serverMessages } from '../../i18n/it/server.js';
import type { MailLog, MailTransport, OutgoingMail } from './transport.js';

export interface OutboxMail extends OutgoingMail {
  from: string;
  date: string;
}

function emlText(mail: OutboxMail): string {
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${new Date(mail.date).toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
}

/** Writes each mail as `<time>-<random>.json` plus a readable `.eml` next to it; the JSON is written last, atomically. */
export function createOutboxTransport(dir: string, from: string, log: MailLog): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const stored: OutboxMail = { ...mail, from, date: new Date().toISOString() };
      const base = `${stored.date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeFile(join(dir, `${base}.eml`), emlText(stored));
      await writeFile(join(dir, `${base}.json.tmp`), JSON.stringify(stored, null, 2));
      await rename(join(dir, `${base}.json.tmp`), join(dir, `${base}.json`));
      log(serverMessages.mailWritten(join(dir, `${base}.eml`)));
    },
    async close() {},
  };
}

/** Mails in the outbox, oldest first (for tests and for reading them by hand). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail));
}
