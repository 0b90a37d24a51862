import type { z } from 'zod';
import { areaOfAddress, type HkArea } from '../../../contract/delivery-fees';
import {
  districtOfAddress,
  HK_DISTRICTS,
  type HkDistrict,
  REGION_OF_DISTRICT,
} from '../../../contract/hk-districts';
import type { PaymentCode, PaymentCodeType } from '../../../contract/orders';
import {
  ADDRESSES_MAX,
  type Address,
  type addAddress,
  type addStorePickupAddress,
  PAYMENT_CODE_LABELS,
  PAYMENT_CODES_MAX,
  type PickupAddress,
  type updateAddress,
  type updateStorePickupAddress,
} from '../../../contract/users';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { PayoutGuard } from '../payout-guard/service';

import type { AddressBookRepository, AddressRow, PaymentCodeRow, PickupRow } from './repository';

type AddressInput = z.output<typeof addAddress.input>;
type AddressUpdate = z.output<typeof updateAddress.input>;
type PickupInput = z.output<typeof addStorePickupAddress.input>;
type PickupUpdate = z.output<typeof updateStorePickupAddress.input>;

export const PICKUPS_MAX = 20;

function limitText(what: string, max: number) {
  return localized(
    `You can keep at most ${max} ${what}.`,
    `最多只可保存 ${max} 個${what === 'payment codes' ? '收款碼' : '地址'}。`,
    `最多只能保存 ${max} 个${what === 'payment codes' ? '收款码' : '地址'}。`,
  );
}

/** Addresses, store-pickup addresses and payment codes; each belongs to its owner (others get 404). */
export class AddressBookService {
  constructor(
    private readonly repo: AddressBookRepository,
    /** payment codes say where payments go: guarded (docs/decisions/0222-payout-changes.md) */
    private readonly guard: Pick<PayoutGuard, 'assertMayChange' | 'changed'>,
    private readonly now: () => number = Date.now,
  ) {}

  // ---- delivery addresses ----

  async addAddress(input: AddressInput, user: SessionUser): Promise<{ _id: string }> {
    const id = newId();
    await this.withDefaultRace(() =>
      this.repo.transaction(async (trx) => {
        const count = await this.repo.countAddresses(user.id, trx);
        if (count >= ADDRESSES_MAX) throw new AppError('limitReached', limitText('addresses', ADDRESSES_MAX));
        const isDefault = input.is_default === true || count === 0;
        const now = this.now();
        if (isDefault) await this.repo.clearDefault(trx, user.id, now);
        await this.repo.insertAddress(trx, {
          id,
          userId: user.id,
          ...input,
          area: areaOf(input),
          isDefault,
          now,
        });
      }),
    );
    return { _id: id };
  }

  async listAddresses(user: SessionUser): Promise<Address[]> {
    return (await this.repo.listAddresses(user.id)).map(toAddress);
  }

  async updateAddress(input: AddressUpdate, user: SessionUser): Promise<Address> {
    await this.withDefaultRace(() =>
      this.repo.transaction(async (trx) => {
        const now = this.now();
        const existing = await this.repo.findAddress(input._id, trx);
        if (!existing || existing.user_id !== user.id) throw new AppError('notFound');
        // the only default stays the default: un-setting it would leave the user without one
        const isDefault = input.is_default === true ? true : undefined;
        if (isDefault) await this.repo.clearDefault(trx, user.id, now);
        await this.repo.updateAddress(trx, {
          id: input._id,
          userId: user.id,
          ...input,
          area: areaOf(input),
          isDefault,
          now,
        });
      }),
    );
    const row = await this.repo.findAddress(input._id);
    if (!row || row.user_id !== user.id) throw new AppError('notFound');
    return toAddress(row);
  }

  async removeAddress(id: string, user: SessionUser): Promise<{ message: string }> {
    await this.withDefaultRace(() =>
      this.repo.transaction(async (trx) => {
        const removed = await this.repo.deleteAddress(trx, id, user.id);
        if (!removed) throw new AppError('notFound');
        if (removed.is_default) await this.repo.makeNewestDefault(trx, user.id, this.now());
      }),
    );
    return { message: 'Address removed' };
  }

  /** For checkout: the user's own address, or 404; read in checkout's transaction when it gives one. */
  async addressOf(
    id: string,
    userId: string,
    db?: Parameters<AddressBookRepository['findAddress']>[1],
  ): Promise<AddressRow> {
    const row = await this.repo.findAddress(id, db);
    if (!row || row.user_id !== userId)
      throw new AppError(
        'notFound',
        localized('The delivery address was not found.', '找不到送貨地址。', '找不到送货地址。'),
      );
    return row;
  }

  // ---- store-pickup addresses ----

  /** A pickup address as written: optional hours and phone left empty are stored as null. */
  private pickupRow(id: string, input: PickupInput, user: SessionUser) {
    return {
      id,
      seller_id: user.id,
      name: input.name,
      address: input.address,
      hours: input.hours || null,
      phone: input.phone || null,
      // the district chosen, else the one the address names (docs/decisions/0271-market-sort-filter-and-paying.md)
      district: input.district !== undefined ? input.district : districtOfAddress(input.address),
      now: this.now(),
    };
  }

  async listPickups(sellerId: string): Promise<PickupAddress[]> {
    return (await this.repo.listPickups(sellerId)).map(toPickup);
  }

  async addPickup(input: PickupInput, user: SessionUser): Promise<{ _id: string }> {
    if ((await this.repo.countPickups(user.id)) >= PICKUPS_MAX) {
      throw new AppError('limitReached', limitText('addresses', PICKUPS_MAX));
    }
    const id = newId();
    await this.repo.insertPickup(this.pickupRow(id, input, user));
    return { _id: id };
  }

  async updatePickup(input: PickupUpdate, user: SessionUser): Promise<PickupAddress> {
    const changed = await this.repo.updatePickup(this.pickupRow(input._id, input, user));
    if (!changed) throw new AppError('notFound');
    const row = await this.repo.findPickup(input._id);
    if (!row) throw new AppError('notFound');
    return toPickup(row);
  }

  async removePickup(id: string, user: SessionUser): Promise<{ message: string }> {
    if (!(await this.repo.deletePickup(id, user.id))) throw new AppError('notFound');
    return { message: 'Store pickup address removed' };
  }

  /**
   * For the market's nearest pickup (docs/decisions/0271-market-sort-filter-and-paying.md): sellers with a pickup
   * in the shopper's district, then the other sellers with one in her region. Everyone else comes after them.
   */
  async sellersNear(home: HkDistrict): Promise<string[][]> {
    const region = REGION_OF_DISTRICT[home];
    const districts = HK_DISTRICTS.filter((d) => REGION_OF_DISTRICT[d] === region);
    const rows = await this.repo.pickupSellersIn(districts);
    const same = new Set(rows.filter((r) => r.district === home).map((r) => r.seller_id));
    const near = new Set(rows.map((r) => r.seller_id).filter((id) => !same.has(id)));
    return [[...same].sort(), [...near].sort()];
  }

  /** For checkout: one of `sellerId`'s pickup addresses, or 404; read in checkout's transaction when it gives one. */
  async pickupOf(
    id: string,
    sellerId: string,
    db?: Parameters<AddressBookRepository['findPickup']>[1],
  ): Promise<PickupRow> {
    const row = await this.repo.findPickup(id, db);
    if (!row || row.seller_id !== sellerId) {
      throw new AppError(
        'notFound',
        localized('The store pickup address was not found.', '找不到門市自取地址。', '找不到门店自取地址。'),
      );
    }
    return row;
  }

  // ---- payment codes ----

  /** the payout guard's check, for the upload route to run before any image work */
  assertMayChangePayout(user: SessionUser): Promise<void> {
    return this.guard.assertMayChange(user);
  }

  async addPaymentCode(
    input: { type: PaymentCodeType; label?: string; image: string },
    user: SessionUser,
  ): Promise<PaymentCode> {
    const sellerId = user.id;
    await this.guard.assertMayChange(user);
    const existing = await this.repo.listCodes(sellerId);
    if (existing.length >= PAYMENT_CODES_MAX) {
      throw new AppError('limitReached', limitText('payment codes', PAYMENT_CODES_MAX));
    }
    const id = newId();
    const label = input.label ?? PAYMENT_CODE_LABELS[input.type];
    await this.repo.insertCode({
      id,
      sellerId,
      type: input.type,
      label,
      image: input.image,
      now: this.now(),
    });
    await this.guard.changed(user, 'payment_code_added', { id }, { type: input.type, label });
    return { _id: id, type: input.type, label, image: input.image };
  }

  async listPaymentCodes(sellerId: string): Promise<PaymentCode[]> {
    return (await this.repo.listCodes(sellerId)).map(toCode);
  }

  async showPaymentCode(id: string, user: SessionUser): Promise<PaymentCode> {
    const row = await this.repo.findCode(id);
    if (!row || row.seller_id !== user.id || row.removed_at !== null) throw new AppError('notFound');
    return toCode(row);
  }

  async removePaymentCode(id: string, user: SessionUser): Promise<{ message: string }> {
    await this.guard.assertMayChange(user);
    const code = await this.repo.findCode(id);
    if (!(await this.repo.removeCode(id, user.id, this.now()))) throw new AppError('notFound');
    await this.guard.changed(user, 'payment_code_removed', { id }, { type: code?.type, label: code?.label });
    return { message: 'Payment code removed' };
  }

  /** Undoes a payment code change (the mailed undo link): an added code is removed, a removed one comes back. */
  async restorePaymentCode(userId: string, change: { id: string; removed: boolean }): Promise<void> {
    if (change.removed) await this.repo.unremoveCode(change.id, userId);
    else await this.repo.removeCode(change.id, userId, this.now());
  }

  /** For received_payment: one of the seller's live payment codes, or 404. */
  async paymentCodeOf(id: string, sellerId: string): Promise<PaymentCodeRow> {
    const row = await this.repo.findCode(id);
    if (!row || row.seller_id !== sellerId || row.removed_at !== null) {
      throw new AppError(
        'notFound',
        localized('The payment method was not found.', '找不到付款方式。', '找不到付款方式。'),
      );
    }
    return row;
  }

  /** Two requests setting a default at once: the partial unique index refuses one; it is retried once. */
  private async withDefaultRace(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await fn();
    }
  }
}

function toAddress(r: AddressRow): Address {
  return {
    _id: r.id,
    name: r.name,
    phone: r.phone,
    address: r.address,
    area: (r.area as HkArea | null) ?? null,
    is_default: r.is_default === 1,
  };
}

/** The area the shopper chose, else the one her address names (docs/decisions/0248-delivery-fees.md). */
function areaOf(input: { address: string; area?: HkArea | null }): HkArea | null {
  return input.area !== undefined ? input.area : areaOfAddress(input.address);
}

function toPickup(r: PickupRow): PickupAddress {
  return {
    _id: r.id,
    seller_id: r.seller_id,
    name: r.name,
    address: r.address,
    hours: r.hours,
    phone: r.phone,
    district: (r.district as HkDistrict | null) ?? null,
  };
}

function toCode(r: PaymentCodeRow): PaymentCode {
  return { _id: r.id, type: r.type as PaymentCodeType, label: r.label, image: r.image };
}
