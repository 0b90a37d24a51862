import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { newId } from '../db/ids';
import type { MailOutboxRepository, OutboxRow } from './outbox-repository';

/** One mail, already rendered in the recipient's language (server/mail/templates.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the link the mail carries: logged when the mail goes to the outbox, so a developer can follow it */
  link?: string;
  /** extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) */
  headers?: Record<string, string>;
  /** images the HTML part shows by `cid:` (an FPS QR code) */
  attachments?: MailAttachment[];
  /** at most one mail is ever stored per key (docs/decisions/0275-mails-to-shoppers.md): a second one is dropped */
  dedupeKey?: string;
}

/** An inline image of a mail: the HTML part shows it as `<img src="cid:…">`. */
export interface MailAttachment {
  filename: string;
  cid: string;
  contentType: string;
  content: Buffer;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Tries of one mail before giving up: over about two days with the default 30 s base (docs/decisions/0223). */
export const MAX_MAIL_ATTEMPTS = 17;
const MAX_BACKOFF_MS = 6 * 3_600_000;

/** the wait before attempt n + 1: base × 2^(n−1), at most 6 hours */
export function mailBackoff(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends mail (docs/decisions/0050-mail-and-account-tokens.md). With SMTP_URL through that server,
 * without it as an .eml file in DATA_DIR/outbox/. `send` resolves when the mail was handed over and
 * rejects on failure; `dispatch` sends in the background, so a request never waits for the mail server.
 * With an outbox (the app always has one), a dispatched mail is stored first and retried with backoff
 * until the mail server takes it (docs/decisions/0223-dependency-faults.md): a reset mail asked for during
 * an SMTP outage arrives after it.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly opts: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      log: MailLog;
      /** the stored outbox: mails that fail are tried again */
      outbox?: MailOutboxRepository;
      /** ms before the second attempt (default 30 s); later waits double */
      retryBaseMs?: number;
      now?: () => number;
    },
  ) {
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
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              cid: a.cid,
              contentType: a.contentType,
              content: a.content,
              contentDisposition: 'inline' as const,
            })),
          }
        : {}),
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
  dispatchLater(prepare: () => Promise<MailMessage | null>): void {
    let message: MailMessage | undefined;
    const job = prepare()
      .then(async (m) => {
        // nothing to send (a kind the person turned off, no address)
        if (!m) return;
        message = m;
        const outbox = this.opts.outbox;
        if (!outbox) return this.send(m);
        const row = this.rowOf(m);
        // a mail with this dedupe key was stored before: this one is not sent
        if (!(await outbox.insert(row))) return;
        await this.attempt(row);
      })
      .catch((err: unknown) => {
        this.opts.log.error({ err, to: message?.to, subject: message?.subject }, 'mail failed');
      })
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  private now(): number {
    return this.opts.now?.() ?? Date.now();
  }

  private rowOf(m: MailMessage): OutboxRow {
    const now = this.now();
    return {
      id: newId(now),
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      link: m.link ?? null,
      attempts: 0,
      // a process that stops before the first attempt leaves it for another process, a minute on
      next_attempt_at: now + 60_000,
      sent_at: null,
      last_error: null,
      created_at: now,
      headers: m.headers ? JSON.stringify(m.headers) : null,
      attachments: m.attachments
        ? JSON.stringify(
            m.attachments.map((a) => ({
              filename: a.filename,
              cid: a.cid,
              content_type: a.contentType,
              base64: a.content.toString('base64'),
            })),
          )
        : null,
      dedupe_key: m.dedupeKey ?? null,
    };
  }

  /** which of these dedupe keys already have their mail (stored, sent or not) */
  async keysTaken(keys: string[]): Promise<Set<string>> {
    return this.opts.outbox ? this.opts.outbox.keysTaken(keys) : new Set();
  }

  /** one try of a stored mail: sent, or scheduled again with backoff (given up after MAX_MAIL_ATTEMPTS) */
  private async attempt(row: OutboxRow): Promise<void> {
    const outbox = this.opts.outbox!;
    try {
      await this.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.link ? { link: row.link } : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        ...(row.attachments ? { attachments: attachmentsOf(row.attachments) } : {}),
      });
      await outbox.markSent(row.id, this.now());
    } catch (err) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      const next = giveUp ? null : this.now() + mailBackoff(attempts, this.opts.retryBaseMs ?? 30_000);
      await outbox.failed(row.id, attempts, next, String((err as Error)?.message ?? err));
      this.opts.log.error(
        { err, to: row.to_address, subject: row.subject, attempts, retryAt: next },
        giveUp ? 'mail failed; given up' : 'mail failed; will try again',
      );
    }
  }

  /** tries the stored mails that are due (a timer runs it; several processes never take the same mail) */
  async retryDue(): Promise<number> {
    const outbox = this.opts.outbox;
    if (!outbox) return 0;
    const now = this.now();
    let sent = 0;
    for (const row of await outbox.due(now, 50)) {
      if (!(await outbox.claim(row.id, Number(row.next_attempt_at), now + 120_000))) continue;
      await this.attempt({ ...row, attempts: Number(row.attempts) });
      sent += 1;
    }
    return sent;
  }

  /** retries due mails every half base (at most every 15 s) until close() */
  startRetrying(onError: (err: unknown) => void): void {
    const every = Math.min(15_000, Math.max(100, (this.opts.retryBaseMs ?? 30_000) / 2));
    let running = false;
    this.retryTimer = setInterval(() => {
      if (running) return;
      running = true;
      const job = this.retryDue()
        .catch(onError)
        .then(() => undefined)
        .finally(() => {
          running = false;
          this.pending.delete(job);
        });
      this.pending.add(job);
    }, every);
    this.retryTimer.unref();
  }

  /** resolves when every dispatched mail has been sent or has failed (graceful shutdown, tests) */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  stopRetrying(): void {
    clearInterval(this.retryTimer);
  }

  close(): void {
    this.stopRetrying();
    this.transport.close();
  }
}

function attachmentsOf(json: string): MailAttachment[] {
  const stored = JSON.parse(json) as {
    filename: string;
    cid: string;
    content_type: string;
    base64: string;
  }[];
  return stored.map((a) => ({
    filename: a.filename,
    cid: a.cid,
    contentType: a.content_type,
    content: Buffer.from(a.base64, 'base64'),
  }));
}
