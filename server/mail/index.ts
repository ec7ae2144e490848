import { join } from 'node:path';
import { createOutboxTransport } from './outbox.js';
import { createSmtpTransport } from './smtp.js';
import type { MailLog, MailTransport } from './transport.js';

export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

export function createMailTransport(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: MailLog;
}): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl, options.from)
    : createOutboxTransport(outboxDir(options.dataDir), options.from, options.log);
}
