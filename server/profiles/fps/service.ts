import {
  type FpsIdentifier,
  fpsIdentifierFromText,
  normalizeFpsIdentifier,
} from '../../../contract/fps-payload';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { PayoutGuard } from '../payout-guard/service';
import type { FpsRepository } from './repository';

type Kind = FpsIdentifier['kind'];

/** Sellers' FPS identifiers (docs/decisions/0082-fps-qr-with-the-amount.md). */
export class FpsService {
  constructor(
    private readonly repo: FpsRepository,
    /** where payments go is guarded (docs/decisions/0222-payout-changes.md) */
    private readonly guard: Pick<PayoutGuard, 'assertMayChange' | 'changed'>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The FPS ID typed under payout details, read when no identifier was set here (wired in server/services.ts). */
  private payoutFpsOf: (sellerId: string) => Promise<string | null> = async () => null;

  setPayoutFallback(payoutFpsOf: (sellerId: string) => Promise<string | null>): void {
    this.payoutFpsOf = payoutFpsOf;
  }

  async get(user: SessionUser): Promise<{ fps: FpsIdentifier | null }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    return { fps: await this.of(user.id) };
  }

  async set(input: { kind: Kind; value: string }, user: SessionUser): Promise<{ fps: FpsIdentifier | null }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    await this.guard.assertMayChange(user);
    const before = await this.of(user.id);
    if (input.value === '') {
      await this.repo.remove(user.id);
      if (before) await this.guard.changed(user, 'fps', before, null);
      return { fps: null };
    }
    const fps = normalizeFpsIdentifier(input.kind, input.value);
    if (!fps) {
      throw new AppError(
        'validation',
        localized(
          'Enter a 7–9 digit FPS ID, a Hong Kong mobile number or an e-mail address.',
          '請輸入 7 至 9 位數字的轉數快識別碼、香港手提電話號碼或電郵地址。',
          '请输入 7 至 9 位数字的转数快识别码、香港手机号码或电邮地址。',
        ),
      );
    }
    await this.repo.put(user.id, fps.kind, fps.value, this.now());
    if (before?.kind !== fps.kind || before.value !== fps.value)
      await this.guard.changed(user, 'fps', before, fps);
    return { fps };
  }

  /** Puts back an identifier a change replaced (the mailed undo link). */
  async restore(userId: string, before: FpsIdentifier | null): Promise<void> {
    if (before) await this.repo.put(userId, before.kind, before.value, this.now());
    else await this.repo.remove(userId);
  }

  /** A seller's identifier for anyone paying them (it is printed on their static FPS code anyway). */
  async of(sellerId: string): Promise<FpsIdentifier | null> {
    const row = await this.repo.find(sellerId);
    if (row) return { kind: row.kind as Kind, value: row.value } as FpsIdentifier;
    // a seller who typed her FPS ID once, under payout details, gets codes with the amount from it
    // (docs/decisions/0226-fps-from-payout-details.md)
    const typed = await this.payoutFpsOf(sellerId);
    return typed ? fpsIdentifierFromText(typed) : null;
  }
}
