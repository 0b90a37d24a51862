/**
 * Mails waiting to be handed to the mail server (docs/decisions/0223-dependency-faults.md): every mail is written
 * here first, so one that cannot be sent during an SMTP outage is sent when the server is back.
 */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** the link the mail carries (logged when written to the .eml outbox) */
  link: string | null;
  attempts: number;
  /** when to try next (ms); null once sent or given up */
  next_attempt_at: number | null;
  sent_at: number | null;
  last_error: string | null;
  created_at: number;
  /** extra headers as JSON (`List-Unsubscribe`…), or null (docs/decisions/0275-mails-to-shoppers.md) */
  headers: string | null;
  /** inline images as JSON `[{ filename, cid, content_type, base64 }]`, or null (an FPS QR code) */
  attachments: string | null;
  /** at most one mail per key, ever (an order's step, a conversation's unread message); null: no such rule */
  dedupe_key: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
