import { DEFAULT_SELLING_SETTINGS, type SellingSettings } from '../../../contract/selling-settings';
import type { SessionUser } from '../../http/context';
import type { SellingSettingsRepository } from './repository';

/**
 * Each shop's selling settings (docs/decisions/0264-cash-rounding.md): whether cash payments round to 10¢. A shop
 * that never changed them has the defaults (rounding on: Hong Kong dollars).
 */
export class SellingSettingsService {
  constructor(
    private readonly repo: SellingSettingsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async of(sellerId: string): Promise<SellingSettings> {
    const row = await this.repo.of(sellerId);
    return row ? { cash_rounding: Number(row.cash_rounding) === 1 } : DEFAULT_SELLING_SETTINGS;
  }

  /** whether this shop's cash payments round to 10¢ (the payments and the offline till ask) */
  async cashRounds(sellerId: string): Promise<boolean> {
    return (await this.of(sellerId)).cash_rounding;
  }

  async update(input: SellingSettings, user: SessionUser): Promise<SellingSettings> {
    await this.repo.save({
      seller_id: user.id,
      cash_rounding: input.cash_rounding ? 1 : 0,
      updated_at: this.now(),
    });
    return this.of(user.id);
  }
}
