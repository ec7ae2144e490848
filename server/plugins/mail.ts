import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailLog } from '../db/schema.js';
import { createMailTransport } from '../mail/index.js';
import type { MailTransport, OutgoingMail } from '../mail/transport.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a mail through the configured transport and records it (recipient and subject only) in mail_log. */
    sendMail: (mail: OutgoingMail) => Promise<void>;
    mailTransport: MailTransport;
  }
}

export const mailPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { transport?: MailTransport; smtpUrl: string | null; from: string; dataDir: string },
  ) => {
    const transport =
      opts.transport ??
      createMailTransport({
        smtpUrl: opts.smtpUrl,
        from: opts.from,
        dataDir: opts.dataDir,
        log: (line) => app.log.info(line),
      });
    app.decorate('mailTransport', transport);
    app.decorate('sendMail', async (mail: OutgoingMail) => {
      await transport.send(mail);
      await app.db.insert(mailLog).values({ to: mail.to, subject: mail.subject });
    });
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
