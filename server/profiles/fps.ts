import { type FpsIdentifier, normalizeFpsIdentifier } from '../../contract/fps-payload';
import { AppError, localized } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { FpsRepository } from './fps-repository';

type Kind = FpsIdentifier['kind'];

/** Sellers' FPS identifiers (docs/decisions/0082-fps-qr-with-the-amount.md). */
export class FpsService {
  constructor(
    private readonly repo: FpsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async get(user: SessionUser): Promise<{ fps: FpsIdentifier | null }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    return { fps: await this.of(user.id) };
  }

  async set(input: { kind: Kind; value: string }, user: SessionUser): Promise<{ fps: FpsIdentifier | null }> {
    if (user.role !== 's') throw new AppError('sellerOnly');
    if (input.value === '') {
      await this.repo.remove(user.id);
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
    return { fps };
  }

  /** A seller's identifier for anyone paying them (it is printed on their static FPS code anyway). */
  async of(sellerId: string): Promise<FpsIdentifier | null> {
    const row = await this.repo.find(sellerId);
    return row ? ({ kind: row.kind as Kind, value: row.value } as FpsIdentifier) : null;
  }
}
