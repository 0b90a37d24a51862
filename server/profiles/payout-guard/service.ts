import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { PayoutChangeRow, PayoutGuardRepository } from './repository';

/** A payout change needs a proof of identity this recent (a sign-in or a re-authentication in this session). */
export const PROOF_WINDOW_MS = 5 * 60_000;
/** A way in added to the account this recently does not prove the person for payout changes. */
export const NEW_WAY_IN_MS = 7 * 86_400_000;
/** An undone change pauses further payout changes this long. */
export const FREEZE_MS = 7 * 86_400_000;
/** The mailed undo link works this long. */
export const UNDO_WINDOW_MS = 30 * 86_400_000;

export type PayoutKind = 'fps' | 'bank' | 'payment_code_added' | 'payment_code_removed';

/** Puts back what a change replaced (each owner of payout details registers one: fps, bank, payment codes). */
export type Restorer = (userId: string, before: unknown) => Promise<void>;

export interface PayoutGuardDeps {
  repo: PayoutGuardRepository;
  /** where the mail goes and in which language; null when the account has no email */
  recipient(userId: string): Promise<{ email: string; locale: string } | null>;
  sendMail(message: MailMessage): void;
  endAllSessions(userId: string): Promise<number>;
  publicUrl(): string;
  now?: () => number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where the money goes, guarded (docs/decisions/0222-payout-changes.md): changing the FPS identifier, the bank
 * account or a payment QR code needs a proof of identity from the last 5 minutes (a password, a wallet
 * signature or a single sign-on, in this session), is recorded with what it replaced, and is mailed to the
 * account's address with a link that undoes it: the link puts the previous details back, pauses payout
 * changes for 7 days and ends every session. The security screen lists the changes.
 */
export class PayoutGuard {
  private readonly restorers = new Map<PayoutKind, Restorer>();
  private readonly now: () => number;

  constructor(private readonly deps: PayoutGuardDeps) {
    this.now = deps.now ?? Date.now;
  }

  register(kind: PayoutKind, restore: Restorer): void {
    this.restorers.set(kind, restore);
  }

  /** Throws unless this session may change where payments go now. */
  async assertMayChange(user: SessionUser): Promise<void> {
    const frozen = await this.deps.repo.frozenUntil(user.id);
    if (frozen !== null && frozen > this.now()) throw new AppError('payoutFrozen');
    if (user.provenAt === undefined || this.now() - user.provenAt > PROOF_WINDOW_MS)
      throw new AppError('reauthRequired');
    // a way in added in the last 7 days (not one the account was created with) proves nothing here: a stolen
    // session that linked its own wallet cannot use it to move the money (docs/decisions/0255-ways-in.md)
    const wayAddedAt = user.provenWayAddedAt;
    const original = wayAddedAt === undefined || wayAddedAt <= (user.accountCreatedAt ?? 0);
    if (!original && this.now() - wayAddedAt < NEW_WAY_IN_MS) throw new AppError('payoutProofTooNew');
  }

  /** Records a change (what it replaced, what it is now) and mails its undo link. */
  async changed(user: SessionUser, kind: PayoutKind, before: unknown, after: unknown): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.deps.repo.insertChange({
      id: newId(now),
      user_id: user.id,
      kind,
      before_json: JSON.stringify(before ?? null),
      after_json: JSON.stringify(after ?? null),
      created_at: now,
      undo_token_hash: hash(token),
      undone_at: null,
    });
    const to = await this.deps.recipient(user.id);
    if (!to?.email) return; // a wallet- or SSO-only account without an email: the security screen still lists it
    const link = `${this.deps.publicUrl().replace(/\/+$/, '')}/payout-undo?token=${token}`;
    this.deps.sendMail(renderMail('payoutChanged', to.locale, to.email, link));
  }

  /** The mailed link: no session needed (the person may be locked out). */
  async undo(token: string): Promise<{ message: string; kind: PayoutKind }> {
    const change = await this.deps.repo.changeByToken(hash(token));
    const now = this.now();
    if (!change || change.undone_at !== null || now - Number(change.created_at) > UNDO_WINDOW_MS)
      throw new AppError('payoutUndoInvalid');
    const restore = this.restorers.get(change.kind as PayoutKind);
    if (!restore) throw new Error(`no way to undo a ${change.kind} change`);
    // the first click wins; the restore follows (a restore that fails leaves the change undone-marked: the
    // details can be set again once the person is back in, and the freeze stops an attacker meanwhile)
    if (!(await this.deps.repo.markUndone(change.id, now))) throw new AppError('payoutUndoInvalid');
    await restore(change.user_id, JSON.parse(change.before_json));
    await this.deps.repo.freeze(change.user_id, now + FREEZE_MS);
    await this.deps.endAllSessions(change.user_id);
    return { message: 'Undone', kind: change.kind as PayoutKind };
  }

  /** The security screen's list: the account's latest payout changes. */
  async activity(user: SessionUser) {
    const [rows, frozen] = await Promise.all([
      this.deps.repo.recent(user.id, 30),
      this.deps.repo.frozenUntil(user.id),
    ]);
    return {
      items: rows.map((r: PayoutChangeRow) => ({
        _id: r.id,
        kind: r.kind as PayoutKind,
        summary: JSON.parse(r.after_json) as unknown,
        at: Number(r.created_at),
        undone: r.undone_at !== null,
      })),
      frozen_until: frozen !== null && frozen > this.now() ? frozen : null,
    };
  }
}
