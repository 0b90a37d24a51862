import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for API tests (the `smtp-server` package): the server under test gets
 * SMTP_URL=smtp://user:pass@127.0.0.1:<port> and every mail it delivers lands in `messages`.
 */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** the raw message with quoted-printable undone (our mails are sent quoted-printable) */
  text: string;
  /** the first link of the mail that carries a token */
  link: string | null;
}

export const SMTP_USER = 'stallfeed';
export const SMTP_PASS = 'mail-secret';

export async function startSmtpPeer(opts: { port?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // closing is an outage in the fault suite: clients still connected are cut after 0.5 s, not 30 s
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), ...readMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`,
    messages,
    /** mails to this address so far */
    to: (address: string) =>
      messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address)),
    /** waits until a mail to this address arrives (the app sends in the background) */
    async waitFor(address: string, count = 1, timeoutMs = 5000, linkPath?: string): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const got = messages.filter(
          (m) => m.to.includes(address) && (!linkPath || (m.link && new URL(m.link).pathname === linkPath)),
        );
        if (got.length >= count) return got[count - 1]!;
        if (Date.now() > until) throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function readMail(raw: string): { raw: string; text: string; link: string | null } {
  const text = decodeQuotedPrintable(raw);
  const link = /https?:\/\/[^\s"<>]+\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
  return { raw, text, link };
}

export function tokenOf(link: string | null): string {
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
