import type { ScaleLayout } from '../../../contract/scale-barcode-codes';
import type { SessionUser } from '../../http/context';
import type { ScaleSettingsRepository } from './scale-settings-repository';

/**
 * The shop's label-scale setting (docs/decisions/0234-label-scale-barcodes.md). It is the shop's, not a phone's:
 * every till of the seller reads labels the same way, and a change is announced to her other devices.
 */
export class ScaleSettings {
  constructor(
    private readonly repo: ScaleSettingsRepository,
    /** told after a change commits, so the seller's other tills read labels the new way (decision 0225) */
    private readonly changed: (sellerId: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  async get(user: SessionUser): Promise<{ layout: ScaleLayout }> {
    return { layout: (await this.repo.layoutOf(user.id)) ?? 'off' };
  }

  async set(input: { layout: ScaleLayout }, user: SessionUser): Promise<{ layout: ScaleLayout }> {
    await this.repo.save(user.id, input.layout, this.now());
    this.changed(user.id);
    return { layout: input.layout };
  }
}
