import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One mail, already rendered in the recipient's language (server/mail/templates.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the link the mail carries: logged when the mail goes to the outbox, so a developer can follow it */
  link?: string;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sends mail (docs/decisions/0050-mail-and-account-tokens.md). With SMTP_URL through that server,
 * without it as an .eml file in DATA_DIR/outbox/. `send` resolves when the mail was handed over and
 * rejects on failure; `dispatch` sends in the background and only logs a failure, so no request is
 * ever lost to a mail server that is down (the user asks again).
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly opts: { smtpUrl?: string; from: string; outboxDir: string; log: MailLog }) {
    this.transport = opts.smtpUrl
      ? // bounded waits: a mail server that hangs must not hold mails (or a shutdown) for minutes
        nodemailer.createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode(): 'smtp' | 'outbox' {
    return this.opts.smtpUrl ? 'smtp' : 'outbox';
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.opts.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // readable in any mail client and by a person opening the .eml; links stay intact (=3D is decoded)
      textEncoding: 'quoted-printable',
    });
    if (this.opts.smtpUrl) {
      this.opts.log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
      return;
    }
    const raw = (info as unknown as { message: Buffer }).message;
    await fs.promises.mkdir(this.opts.outboxDir, { recursive: true });
    const file = path.join(
      this.opts.outboxDir,
      `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`,
    );
    await fs.promises.writeFile(file, raw);
    this.opts.log.info({ to: message.to, file, link: message.link }, 'mail written to outbox');
  }

  /** sends without making the caller wait; a failure is logged, never thrown */
  dispatch(message: MailMessage): void {
    this.dispatchLater(async () => message);
  }

  /**
   * Like dispatch, but the message (and whatever must be stored for it, e.g. a link token) is also
   * prepared after the caller has its answer: the caller's timing never depends on it.
   */
  dispatchLater(prepare: () => Promise<MailMessage>): void {
    let message: MailMessage | undefined;
    const job = prepare()
      .then((m) => {
        message = m;
        return this.send(m);
      })
      .catch((err: unknown) => {
        this.opts.log.error({ err, to: message?.to, subject: message?.subject }, 'mail failed');
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** resolves when every dispatched mail has been sent or has failed (graceful shutdown, tests) */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }
}
