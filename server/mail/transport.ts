export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export type MailLog = (message: string) => void;
