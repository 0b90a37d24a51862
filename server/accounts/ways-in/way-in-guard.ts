import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { MailMessage } from '../../mail/mailer';
import { isLocale, renderMail } from '../../mail/templates';
import type { WayInChangeRow, WayInRepository } from './repository';

/**
 * Adding or removing a way in to an account (a wallet, a single sign-on identity, a passkey, the password, the
 * email) is guarded (docs/decisions/0255-ways-in.md): it needs a fresh proof made with a way in the account
 * already had, is recorded for the security screen, and is mailed to the owner at once with an undo link.
 */
export type WayInKind = 'wallet' | 'sso' | 'passkey' | 'password' | 'email';

export interface WayIn {
  kind: WayInKind;
  /**
   * what identifies it for its owner's remover: the wallet address, `issuer subject`, the credential id; for the
   * password nothing (''); for the email the PREVIOUS address (the undo puts it back, and the mail goes there)
   */
  ref: string;
  /** what the security screen and the mail show (a short address, the provider's name, the passkey's name) */
  label: string;
}

/** removes a way in (the undo link of a mail); each way-in owner registers one for its kind */
export type WayInRemover = (userId: string, ref: string) => Promise<void>;

export interface WayInGuardApi {
  /** throws AppError('reauthRequired') unless the session's proof is fresh and made with an older way in */
  assertMayChangeWaysIn(user: SessionUser): Promise<void>;
  /** records a way in just added and mails the owner an undo link (removes it and ends every session) */
  added(user: Pick<SessionUser, 'id'>, way: WayIn): Promise<void>;
  /** records a way in just removed and mails the owner (no undo: docs/decisions/0255-ways-in.md) */
  removed(user: Pick<SessionUser, 'id'>, way: WayIn): Promise<void>;
  registerRemover(kind: WayInKind, remover: WayInRemover): void;
  /** true when the account has one way in left (or none): removing it would lock its owner out */
  isLastWayIn(userId: string): Promise<boolean>;
}

/** the proof a change of ways in needs: this recent (the same window as payout changes, decision 0222) */
export const WAY_IN_PROOF_WINDOW_MS = 5 * 60_000;
/** the mailed undo link works this long */
export const WAY_IN_UNDO_WINDOW_MS = 30 * 86_400_000;

export interface WayInGuardDeps {
  repo: WayInRepository;
  /** where the mail goes and in which language; null when the account has no email */
  recipient(userId: string): Promise<{ email: string; locale: string } | null>;
  sendMail(message: MailMessage): void;
  endAllSessions(userId: string): Promise<number>;
  publicUrl(): string;
  now?: () => number;
}

/**
 * Whether the session's latest proof was made with a way in the account had before that proof's window began
 * (or one it was created with): a way in added with this proof cannot vouch for the next one.
 */
export function provenWithEarlierWayIn(user: SessionUser): boolean {
  const { provenAt, provenWayAddedAt, accountCreatedAt } = user;
  if (provenAt === undefined || provenWayAddedAt === undefined) return true;
  if (accountCreatedAt !== undefined && provenWayAddedAt <= accountCreatedAt) return true;
  return provenWayAddedAt <= provenAt - WAY_IN_PROOF_WINDOW_MS;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const KIND_WORDS: Record<WayInKind, Record<'en' | 'zh-HK' | 'zh-CN', string>> = {
  wallet: { en: 'Wallet', 'zh-HK': '錢包', 'zh-CN': '钱包' },
  sso: { en: 'Single sign-on', 'zh-HK': '單一登入', 'zh-CN': '单点登录' },
  passkey: { en: 'Passkey', 'zh-HK': '密碼匙', 'zh-CN': '通行密钥' },
  password: { en: 'Password', 'zh-HK': '密碼', 'zh-CN': '密码' },
  email: { en: 'Email', 'zh-HK': '電郵', 'zh-CN': '邮箱' },
};

/** the mail's line naming the way in: "Wallet: 0x12ab…cdef" */
function detailOf(way: WayIn, locale: string): string {
  const word = KIND_WORDS[way.kind][isLocale(locale) ? locale : 'en'];
  return way.label ? `${word}: ${way.label}` : word;
}

/**
 * The guard of every way in (docs/decisions/0255-ways-in.md). Each owner of a kind of way in (wallet, sso,
 * passkeys, credentials) calls `assertMayChangeWaysIn` before adding or removing one, `added` / `removed` after,
 * and registers how to remove one of its kind for the mailed undo link.
 */
export class WayInGuard implements WayInGuardApi {
  private readonly removers = new Map<WayInKind, WayInRemover>();
  private readonly now: () => number;

  constructor(private readonly deps: WayInGuardDeps) {
    this.now = deps.now ?? Date.now;
  }

  registerRemover(kind: WayInKind, remover: WayInRemover): void {
    this.removers.set(kind, remover);
  }

  async isLastWayIn(userId: string): Promise<boolean> {
    return (await this.deps.repo.countWaysIn(userId)) <= 1;
  }

  async assertMayChangeWaysIn(user: SessionUser): Promise<void> {
    if (user.provenAt === undefined || this.now() - user.provenAt > WAY_IN_PROOF_WINDOW_MS)
      throw new AppError('reauthRequired');
    if (!provenWithEarlierWayIn(user)) throw new AppError('reauthRequired');
  }

  async added(user: Pick<SessionUser, 'id'>, way: WayIn): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.record(user.id, 'added', way, hash(token));
    const link = `${this.base()}/way-in-undo?token=${token}`;
    await this.mail(user.id, way, 'wayInAdded', link);
  }

  async removed(user: Pick<SessionUser, 'id'>, way: WayIn): Promise<void> {
    await this.record(user.id, 'removed', way, null);
    await this.mail(user.id, way, 'wayInRemoved', `${this.base()}/security`);
  }

  /** The mailed link: no session needed (the owner may be locked out). Removes the way in, ends every session. */
  async undo(token: string): Promise<{ message: string; kind: WayInKind }> {
    const row = await this.deps.repo.byToken(hash(token));
    const now = this.now();
    if (!row || row.undone_at !== null || now - Number(row.created_at) > WAY_IN_UNDO_WINDOW_MS)
      throw new AppError('wayInUndoInvalid');
    const kind = row.kind as WayInKind;
    const remove = this.removers.get(kind);
    if (!remove) throw new Error(`no way to undo an added ${kind}`);
    // the first click wins; every session ends even if the removal found nothing left to remove
    if (!(await this.deps.repo.markUndone(row.id, now))) throw new AppError('wayInUndoInvalid');
    await remove(row.user_id, row.ref);
    await this.deps.endAllSessions(row.user_id);
    return { message: 'Undone', kind };
  }

  /** the security screen's list: the account's latest ways in added and removed */
  async activity(user: SessionUser) {
    const rows = await this.deps.repo.recent(user.id, 30);
    return {
      items: rows.map((r: WayInChangeRow) => ({
        _id: r.id,
        action: r.action as 'added' | 'removed',
        kind: r.kind as WayInKind,
        label: r.label,
        at: Number(r.created_at),
        undone: r.undone_at !== null,
      })),
    };
  }

  private async record(userId: string, action: 'added' | 'removed', way: WayIn, tokenHash: string | null) {
    const now = this.now();
    await this.deps.repo.insert({
      id: newId(now),
      user_id: userId,
      action,
      kind: way.kind,
      ref: way.ref,
      label: way.label.slice(0, 200),
      created_at: now,
      undo_token_hash: tokenHash,
      undone_at: null,
    });
  }

  /** to the account's address; a changed email's mail goes to the previous address (its owner) */
  private async mail(userId: string, way: WayIn, kind: 'wayInAdded' | 'wayInRemoved', link: string) {
    const to = await this.deps.recipient(userId);
    const email = way.kind === 'email' && way.ref ? way.ref : to?.email;
    if (!email) return; // an account without an email: the security screen still lists it
    const locale = to?.locale ?? 'en';
    this.deps.sendMail(renderMail(kind, locale, email, link, detailOf(way, locale)));
  }

  private base(): string {
    return this.deps.publicUrl().replace(/\/+$/, '');
  }
}
