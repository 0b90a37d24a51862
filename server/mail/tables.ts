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
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
