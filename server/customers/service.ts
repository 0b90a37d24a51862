import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  type Customer,
  MemberCode,
  type TillCustomerEntry,
  type updateCustomer,
} from '../../contract/customers';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { CustomerKeys, CustomerSaleFigures } from '../orders/pos/customer-sales-repository';
import {
  addFigures,
  customerOf,
  type EntryFigures,
  memberQr,
  NO_FIGURES,
  nameKeyOf,
  phoneKeyOf,
  searchOf,
  tagsOf,
} from './customer-rows';
import type { CustomerChanges, CustomerRow, CustomersRepository } from './repository';

/** how many followers, buyers and conversations a shop's list takes in at most */
export const SOURCES_MAX = 5000;
const FAVOURITES_MAX = 5;
const PAGE_DEFAULT = 30;

export interface CustomersDeps {
  repo: CustomersRepository;
  now: () => number;
  /** the orders domain's read of a shop's sales per customer (server/orders/pos/customer-sales-repository.ts) */
  sales: {
    figures(sellerId: string, keys: CustomerKeys): Promise<CustomerSaleFigures[]>;
    favourites(
      sellerId: string,
      keys: CustomerKeys,
      limit: number,
    ): Promise<{ name: string; units: number }[]>;
    onlineBuyers(sellerId: string): Promise<string[]>;
  };
  followerIdsOf(sellerId: string, max: number): Promise<string[]>;
  shoppersOf(sellerId: string, max: number): Promise<string[]>;
  publicNamesOf(ids: string[]): Promise<Map<string, string>>;
  shopNameOf(sellerId: string): Promise<string | null>;
  /**
   * the loyalty points and stamps (0 but at a stamp-card shop) of some entries, each with her merged entries,
   * settled together in a fixed number of queries (./loyalty.ts, ./stamp-card.ts), by entry id; and the stamps that
   * fill the shop's card (0 while it runs none, decision 0289), from the same read of the shop's programme
   */
  loyaltyOf(
    sellerId: string,
    entries: { id: string; keys: CustomerKeys }[],
  ): Promise<{ byEntry: Map<string, { points: number; stamps: number }>; card: number }>;
}

type UpdateInput = z.output<typeof updateCustomer.input>;

/**
 * A shop's customers (issue 57 item 1; docs/decisions/0282-customers.md): entries the seller keeps (name, phone,
 * email, notes, tags) and the accounts the shop met (online orders, follows, conversations, member QR), with
 * figures read from the sales. Merging keeps the merged entry as an alias of the kept one.
 */
export class CustomersService {
  constructor(private readonly deps: CustomersDeps) {}

  async list(
    input: { q?: string; cursor?: string | null; limit?: number },
    seller: SessionUser,
  ): Promise<{ items: Customer[]; next_cursor: string | null }> {
    const followers = await this.takeInAccounts(seller.id);
    const limit = input.limit ?? PAGE_DEFAULT;
    const rows = await this.deps.repo.page(seller.id, searchOf(input.q), input.cursor ?? null, limit + 1);
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    return {
      items: await this.render(seller.id, shown, followers),
      next_cursor: more ? shown[shown.length - 1]!.id : null,
    };
  }

  async get(id: string, seller: SessionUser): Promise<Customer> {
    const row = await this.live(seller.id, id);
    const followers = new Set(await this.deps.followerIdsOf(seller.id, SOURCES_MAX));
    return (await this.render(seller.id, [row], followers, true))[0]!;
  }

  async update(input: UpdateInput, seller: SessionUser): Promise<Customer> {
    const now = this.deps.now();
    const changes: CustomerChanges = {};
    if (input.name !== undefined)
      Object.assign(changes, { name: input.name, name_key: nameKeyOf(input.name) });
    if (input.phone !== undefined) {
      Object.assign(changes, { phone: input.phone, phone_key: phoneKeyOf(input.phone) });
      if (changes.phone_key && phoneKeyOf(input.phone).length < 6) throw new AppError('validation');
    }
    if (input.email !== undefined) changes.email = input.email;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.tags !== undefined) changes.tags_json = JSON.stringify([...new Set(input.tags)]);
    const id = await this.deps.repo.transaction(async (repo) => {
      if (
        changes.phone_key &&
        (await repo.withPhone(seller.id, changes.phone_key, input.customer_id ?? null))
      )
        throw new AppError('conflict', {
          en: 'Another customer has this phone number.',
          'zh-HK': '另一位顧客已用這個電話號碼。',
          'zh-CN': '另一位顾客已用这个电话号码。',
        });
      if (input.customer_id) {
        const row = await repo.find(seller.id, input.customer_id);
        if (!row || row.merged_into) throw new AppError('notFound');
        await repo.update(row.id, changes, now);
        return row.id;
      }
      if (!changes.name && !changes.phone_key) throw new AppError('validation');
      const row = blankRow(seller.id, now);
      await repo.insert({ ...row, ...changes });
      return row.id;
    });
    return this.get(id, seller);
  }

  async merge(input: { keep_id: string; merge_id: string }, seller: SessionUser): Promise<Customer> {
    if (input.keep_id === input.merge_id) throw new AppError('validation');
    const now = this.deps.now();
    await this.deps.repo.transaction(async (repo) => {
      const keep = await repo.find(seller.id, input.keep_id);
      const gone = await repo.find(seller.id, input.merge_id);
      if (!keep || !gone || keep.merged_into || gone.merged_into) throw new AppError('notFound');
      const notes = [keep.notes, gone.notes].filter((n) => n.trim() !== '').join('\n');
      const tags = [...new Set([...tagsOf(keep), ...tagsOf(gone)])];
      // the merged entry's phone moves over, so it is no longer its own
      await repo.update(gone.id, { phone: '', phone_key: '' }, now);
      await repo.update(
        keep.id,
        {
          name: keep.name || gone.name,
          name_key: nameKeyOf(keep.name || gone.name),
          phone: keep.phone || gone.phone,
          phone_key: keep.phone_key || gone.phone_key,
          email: keep.email || gone.email,
          notes: notes.slice(0, 2000),
          tags_json: JSON.stringify(tags.slice(0, 10)),
        },
        now,
      );
      await repo.merge(gone.id, keep.id, now);
    });
    return this.get(input.keep_id, seller);
  }

  /** the till reads a member QR: this shop's entry it names (the kept one, if merged) */
  async member(code: string, seller: SessionUser): Promise<Customer> {
    const id = await this.memberEntryId(seller.id, code);
    if (!id) throw new AppError('notFound');
    return this.get(id, seller);
  }

  /**
   * The entry a member code (as `MemberCode` parsed it: without its `stallfeed:member:` prefix) names at this shop,
   * the kept one if merged; null when it names none here. What `/res/customer/member` answers and what an offline
   * sale's `member_code` is resolved by at sync (docs/decisions/0283-loyalty.md, "Customers on the offline till").
   */
  async memberEntryId(sellerId: string, code: string): Promise<string | null> {
    const row = await this.deps.repo.byMemberCode(sellerId, code);
    return row ? (row.merged_into ?? row.id) : null;
  }

  /**
   * The customer an offline sale named, resolved at sync: `customer_id` when it is one of the shop's entries (the
   * kept one if merged), else the entry `member_code` names (as `/res/customer/member` resolves it); null for none.
   */
  async offlineSaleCustomer(
    sellerId: string,
    named: { customer_id?: string | undefined; member_code?: string | undefined },
  ): Promise<string | null> {
    if (named.customer_id) {
      const family = await this.familyOfEntry(sellerId, named.customer_id);
      if (family) return family.id;
    }
    if (named.member_code) {
      const code = MemberCode.safeParse(named.member_code);
      if (code.success) return this.memberEntryId(sellerId, code.data);
    }
    return null;
  }

  /** every live entry's id, name and phone, for the offline till's copy (the accounts met taken in first) */
  async tillList(seller: SessionUser): Promise<{ items: TillCustomerEntry[] }> {
    await this.takeInAccounts(seller.id);
    const rows = await this.deps.repo.all(seller.id);
    return { items: rows.map((r) => ({ customer_id: r.id, name: r.name, phone: r.phone })) };
  }

  /** the shopper's member QR at a shop: her entry there is made when she first opens it */
  async memberCard(sellerId: string, user: SessionUser): Promise<{ qr: string; shop_name: string }> {
    if (sellerId === user.id) throw new AppError('validation');
    const shopName = await this.deps.shopNameOf(sellerId);
    if (!shopName) throw new AppError('notFound');
    const row = await this.accountEntry(sellerId, user.id);
    if (row.member_code) return { qr: memberQr(row.member_code), shop_name: shopName };
    const code = randomBytes(18).toString('base64url');
    await this.deps.repo.setMemberCode(row.id, code);
    return { qr: memberQr(code), shop_name: shopName };
  }

  /** the shop's entry for an account, made if the shop has none */
  async accountEntry(sellerId: string, userId: string): Promise<CustomerRow> {
    const found = await this.deps.repo.byUser(sellerId, userId);
    if (found) return found;
    const names = await this.deps.publicNamesOf([userId]);
    await this.deps.repo.insertAccounts([
      accountRow(sellerId, userId, names.get(userId) ?? '', this.deps.now()),
    ]);
    return (await this.deps.repo.byUser(sellerId, userId))!;
  }

  /** her account's entry at a shop (the kept one, if merged) with the entries merged into it; null for none */
  async familyOfAccount(
    sellerId: string,
    userId: string,
  ): Promise<{ id: string; keys: CustomerKeys } | null> {
    return this.familyOf(sellerId, await this.deps.repo.byUser(sellerId, userId));
  }

  /**
   * A customer entry (the kept one, when it was merged) with the entries merged into it, as familyOfAccount; null
   * for none of this seller's (a till sale's customer, whose points are redeemed: docs/decisions/0283-loyalty.md)
   */
  async familyOfEntry(
    sellerId: string,
    customerId: string,
  ): Promise<{ id: string; keys: CustomerKeys } | null> {
    return this.familyOf(sellerId, await this.deps.repo.find(sellerId, customerId));
  }

  /** the entry the found one was merged into (itself if none), with every entry merged into that one */
  private async familyOf(
    sellerId: string,
    own: CustomerRow | undefined,
  ): Promise<{ id: string; keys: CustomerKeys } | null> {
    if (!own) return null;
    const kept = own.merged_into ? await this.deps.repo.find(sellerId, own.merged_into) : own;
    if (!kept) return null;
    const family = [kept, ...(await this.deps.repo.aliasesOf([kept.id]))];
    return {
      id: kept.id,
      keys: {
        customerIds: family.map((r) => r.id),
        userIds: family.flatMap((r) => (r.user_id ? [r.user_id] : [])),
      },
    };
  }

  /** every live entry with its figures (the CSV) */
  async everyone(seller: SessionUser): Promise<Customer[]> {
    const followers = await this.takeInAccounts(seller.id);
    return this.render(seller.id, await this.deps.repo.all(seller.id), followers);
  }

  /** a live entry of the seller's (not merged), or 404 */
  private async live(sellerId: string, id: string): Promise<CustomerRow> {
    const row = await this.deps.repo.find(sellerId, id);
    if (!row || row.merged_into) throw new AppError('notFound');
    return row;
  }

  /**
   * The accounts the shop met and has no entry for yet become entries: its online buyers, followers and the
   * shoppers it talked with. Answers the followers (for the list's "follows").
   */
  private async takeInAccounts(sellerId: string): Promise<Set<string>> {
    const [buyers, followers, shoppers, known] = await Promise.all([
      this.deps.sales.onlineBuyers(sellerId),
      this.deps.followerIdsOf(sellerId, SOURCES_MAX),
      this.deps.shoppersOf(sellerId, SOURCES_MAX),
      this.deps.repo.knownUserIds(sellerId),
    ]);
    const missing = [...new Set([...buyers, ...followers, ...shoppers])].filter(
      (id) => id !== sellerId && !known.has(id),
    );
    if (missing.length > 0) {
      const names = await this.deps.publicNamesOf(missing);
      const now = this.deps.now();
      await this.deps.repo.insertAccounts(
        missing.map((id) => accountRow(sellerId, id, names.get(id) ?? '', now)),
      );
    }
    return new Set(followers);
  }

  private async render(
    sellerId: string,
    rows: CustomerRow[],
    followers: Set<string>,
    withFavourites = false,
  ): Promise<Customer[]> {
    const aliases = await this.deps.repo.aliasesOf(rows.map((r) => r.id));
    const family = (row: CustomerRow) => [row, ...aliases.filter((a) => a.merged_into === row.id)];
    const keysOf = (row: CustomerRow): CustomerKeys => ({
      customerIds: family(row).map((r) => r.id),
      userIds: family(row).flatMap((r) => (r.user_id ? [r.user_id] : [])),
    });
    const all: CustomerKeys = { customerIds: [], userIds: [] };
    for (const row of rows) {
      const keys = keysOf(row);
      all.customerIds.push(...keys.customerIds);
      all.userIds.push(...keys.userIds);
    }
    // a page's figures, card and loyalty are read for all its entries at once: a page of 30 takes the queries
    // a page of 1 does
    const [sales, { byEntry: loyalty, card: stampsCard }] = await Promise.all([
      this.deps.sales.figures(sellerId, all),
      this.deps.loyaltyOf(
        sellerId,
        rows.map((row) => ({ id: row.id, keys: keysOf(row) })),
      ),
    ]);
    return Promise.all(
      rows.map(async (row) => {
        const keys = keysOf(row);
        const figures = sales
          .filter((s) =>
            s.customer_id !== null
              ? keys.customerIds.includes(s.customer_id)
              : keys.userIds.includes(s.buyer_id ?? ''),
          )
          .reduce<EntryFigures>(
            (sum, s) =>
              addFigures(sum, {
                visits: s.visits,
                spentCents: s.gross_cents - s.refunded_cents,
                first: s.first_at,
                last: s.last_at,
              }),
            NO_FIGURES,
          );
        return customerOf(row, {
          figures,
          points: loyalty.get(row.id)?.points ?? 0,
          stamps: loyalty.get(row.id)?.stamps ?? 0,
          stampsCard,
          follows: keys.userIds.some((id) => followers.has(id)),
          userId: row.user_id ?? keys.userIds[0] ?? null,
          favourites: withFavourites
            ? await this.deps.sales.favourites(sellerId, keys, FAVOURITES_MAX)
            : undefined,
        });
      }),
    );
  }
}

function blankRow(sellerId: string, now: number): CustomerRow {
  return {
    id: newId(now),
    seller_id: sellerId,
    user_id: null,
    name: '',
    name_key: '',
    phone: '',
    phone_key: '',
    email: '',
    notes: '',
    tags_json: '[]',
    member_code: null,
    merged_into: null,
    created_at: now,
    updated_at: now,
  };
}

function accountRow(sellerId: string, userId: string, name: string, now: number): CustomerRow {
  return { ...blankRow(sellerId, now), user_id: userId, name, name_key: nameKeyOf(name) };
}
