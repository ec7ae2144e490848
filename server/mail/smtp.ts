import nodemailer from 'nodemailer';
import type { MailTransport } from './transport.js';

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transporter.close();
    },
  };
}
