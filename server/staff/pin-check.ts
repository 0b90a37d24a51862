import type { CounterStore } from '../counters/counter-store';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import { pinMatches } from './pins';
import type { MemberRow, StaffRepository } from './repository';

/** wrong PINs: per shop and device (the shop session), and per shop across its devices, in 15 minutes */
export const PIN_LIMITS = { perDevice: 5, perShop: 30, windowMs: 15 * 60_000 };

/**
 * Whose PIN this is (docs/decisions/0280-staff-pins-and-roles.md): the till's unlock and approvals and the time
 * clock (0287) ask here, with the same counters, so the clock is no second door to guess PINs through.
 */
export class PinCheck {
  constructor(
    private readonly repo: StaffRepository,
    private readonly counters: CounterStore,
  ) {}

  /** the live member whose PIN this is (only hers when `staffId` is given); wrong or blocked: an error */
  async member(pin: string, staffId: string | undefined, user: SessionUser): Promise<MemberRow> {
    const deviceKey = `till-pin:dev:${user.id}:${user.tokenHash}`;
    const shopKey = `till-pin:shop:${user.id}`;
    const [device, shop] = await Promise.all([this.counters.get(deviceKey), this.counters.get(shopKey)]);
    if (device >= PIN_LIMITS.perDevice || shop >= PIN_LIMITS.perShop) throw new AppError('tillPinThrottled');
    const rows = (await this.repo.members(user.id)).filter((r) => !staffId || r.id === staffId);
    const matches = await Promise.all(
      rows.map((r) => pinMatches(pin, { salt: r.pin_salt, hash: r.pin_hash, iterations: r.pin_iterations })),
    );
    const member = rows[matches.indexOf(true)];
    if (!member) {
      await Promise.all([
        this.counters.increment(deviceKey, PIN_LIMITS.windowMs),
        this.counters.increment(shopKey, PIN_LIMITS.windowMs),
      ]);
      throw new AppError('tillPinWrong');
    }
    await this.counters.reset(deviceKey);
    return member;
  }
}
