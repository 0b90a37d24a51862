import { discountedCents } from '../../../contract/money';
import { paymentRoundingCents, soldLineAtTill, tillBillFigures } from '../../../contract/sale-figures';
import {
  type PracticeSale,
  SETUP_STEPS,
  type SellingSetup,
  type SetupStep,
  SHOP_TRADES,
  type ShopTrade,
} from '../../../contract/selling-setup';
import { hasAtMost3Decimals } from '../../../contract/units';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { SaleProduct } from '../../products/service';
import type { SellingSetupRepository } from './repository';
import type { SellingSetupTable } from './tables';

/** What the checklist asks other domains and sub-domains: whether each step's thing exists. */
export interface SetupFacts {
  /** the shop's name (the profiles domain), or null */
  shopNameOf(sellerId: string): Promise<string | null>;
  /** an FPS identifier or a bank account to be paid to (the profiles domain) */
  canBePaid(sellerId: string): Promise<boolean>;
  /** a pickup place (the address book) or her own delivery fees */
  deliversOrPicksUp(sellerId: string): Promise<boolean>;
  /** at least one live product (the catalogue) */
  hasProduct(sellerId: string): Promise<boolean>;
  /** her products by id with exact cents (the catalogue) */
  productsForSale(ids: string[]): Promise<Map<string, SaleProduct>>;
  /** whether her cash totals round to 10¢ (selling settings) */
  cashRounds(sellerId: string): Promise<boolean>;
}

/**
 * A seller's setup checklist (docs/decisions/0272-seller-onboarding.md). A step is done when what it asks for
 * exists, read afresh each time, so a finished step can never come back as "to do" and no link loops back to it;
 * skips are the only thing stored, with the trade and the last practice sale.
 *
 * The practice sale is priced by contract/sale-figures.ts like a real till sale paid in cash, and kept only in
 * this sub-domain's own row: it writes no order, no line, no stock movement and no fee, so every figure (sales
 * list, reports, dashboard, day close, stock, fees) leaves it out by construction, not by a filter to remember.
 */
export class SellingSetupService {
  constructor(
    private readonly repo: SellingSetupRepository,
    private readonly facts: SetupFacts,
    private readonly now: () => number = Date.now,
  ) {}

  async of(sellerId: string): Promise<SellingSetup> {
    const row = await this.repo.of(sellerId);
    const skipped = new Set(skippedOf(row));
    const [shopName, paid, delivery, product] = await Promise.all([
      this.facts.shopNameOf(sellerId),
      this.facts.canBePaid(sellerId),
      this.facts.deliversOrPicksUp(sellerId),
      this.facts.hasProduct(sellerId),
    ]);
    const done: Record<SetupStep, boolean> = {
      shop_name: !!shopName?.trim(),
      trade: tradeOf(row) !== null,
      payout: paid,
      delivery,
      first_product: product,
      practice_sale: !!row?.practice_sale,
    };
    const steps = SETUP_STEPS.map((step) => ({
      step,
      state: done[step] ? ('done' as const) : skipped.has(step) ? ('skipped' as const) : ('todo' as const),
    }));
    const next = steps.find((s) => s.state === 'todo')?.step ?? null;
    return {
      steps,
      next,
      complete: next === null,
      trade: tradeOf(row),
      practice_sale: row?.practice_sale ? (JSON.parse(row.practice_sale) as PracticeSale) : null,
    };
  }

  async setTrade(trade: ShopTrade, user: SessionUser): Promise<SellingSetup> {
    await this.change(user.id, (row) => ({ ...row, trade }));
    return this.of(user.id);
  }

  async skip(step: SetupStep, skipped: boolean, user: SessionUser): Promise<SellingSetup> {
    await this.change(user.id, (row) => {
      const set = new Set(skippedOf(row));
      if (skipped) set.add(step);
      else set.delete(step);
      return { ...row, skipped: JSON.stringify(SETUP_STEPS.filter((s) => set.has(s))) };
    });
    return this.of(user.id);
  }

  /** A till sale for practice: priced and paid as a real cash sale, recorded only as her checklist's step. */
  async practice(
    input: { lines: { product_id: string; quantity: number }[]; paid_cents: number },
    user: SessionUser,
  ): Promise<{ sale: PracticeSale; setup: SellingSetup }> {
    const products = await this.facts.productsForSale(input.lines.map((l) => l.product_id));
    const lines = input.lines.map((l) => {
      const p = products.get(l.product_id);
      if (!p || p.seller_id !== user.id || p.removed) throw new AppError('productNotFound');
      if (p.open_price) {
        throw new AppError(
          'validation',
          'A practice sale uses products with a price: this one is priced at the till.',
        );
      }
      if (!hasAtMost3Decimals(l.quantity) || (p.unit === 'piece' && !Number.isInteger(l.quantity))) {
        throw new AppError('validation', 'A product sold by the piece is sold in whole pieces.');
      }
      const sold = soldLineAtTill({
        unit_cents: discountedCents(p.price_cents, p.discount_bp),
        quantity: l.quantity,
      });
      return { product: p, quantity: l.quantity, sold };
    });
    const subtotal = tillBillFigures(
      lines.map((l) => l.sold),
      null,
    ).subtotal_cents;
    const rounding = paymentRoundingCents(subtotal, 'cash', await this.facts.cashRounds(user.id));
    const bill = tillBillFigures(
      lines.map((l) => l.sold),
      null,
      rounding,
    );
    if (input.paid_cents < bill.total_cents) {
      throw new AppError('validation', 'The cash given is less than the total.');
    }
    const sale: PracticeSale = {
      at: new Date(this.now()).toISOString(),
      lines: lines.map((l) => ({
        name: l.product.name,
        quantity: l.quantity,
        unit: l.product.unit,
        amount_cents: tillBillFigures([l.sold], null).subtotal_cents,
      })),
      subtotal_cents: bill.subtotal_cents,
      rounding_cents: bill.rounding_cents,
      total_cents: bill.total_cents,
      paid_cents: input.paid_cents,
      change_cents: input.paid_cents - bill.total_cents,
    };
    await this.change(user.id, (row) => ({ ...row, practice_sale: JSON.stringify(sale) }));
    return { sale, setup: await this.of(user.id) };
  }

  private async change(sellerId: string, edit: (row: SellingSetupTable) => SellingSetupTable): Promise<void> {
    const row = (await this.repo.of(sellerId)) ?? {
      seller_id: sellerId,
      trade: null,
      skipped: '[]',
      practice_sale: null,
      updated_at: 0,
    };
    await this.repo.save({ ...edit(row), seller_id: sellerId, updated_at: this.now() });
  }
}

function tradeOf(row: SellingSetupTable | undefined): ShopTrade | null {
  return row?.trade && (SHOP_TRADES as readonly string[]).includes(row.trade)
    ? (row.trade as ShopTrade)
    : null;
}

function skippedOf(row: SellingSetupTable | undefined): SetupStep[] {
  try {
    const list = JSON.parse(row?.skipped ?? '[]') as unknown;
    return Array.isArray(list) ? SETUP_STEPS.filter((s) => list.includes(s)) : [];
  } catch {
    return [];
  }
}
