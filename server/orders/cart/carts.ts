import type { z } from 'zod';
import type { Discount } from '../../../contract/discounts';
import type { buyAgain, create, Order, update } from '../../../contract/orders';
import { POINT_CENTS } from '../../../contract/sale-figures';
import { fromThousandths, timesQuantity, toThousandths } from '../../../contract/units';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import type { SaleProduct } from '../../products/service';
import { assertFits, billDiscountOf, lineDiscountOf } from '../core/discount-rules';
import {
  billOffOf,
  discountOf,
  draftLine,
  lineDiscounts,
  quantitiesIn,
  typedPrices,
} from '../core/line-rows';
import { isDraftOwner, visibleOrder } from '../core/order-access';
import { newOrderRow } from '../core/order-rows';
import {
  assertLineSize,
  notYours,
  outOfStock,
  productNotFound,
  quantityIn,
  typedPriceCents,
  unavailable,
} from '../core/order-texts';
import type { OrderView } from '../core/order-view';
import type { OrdersDeps } from '../core/orders-deps';
import type { LineRow, OrderRow } from '../core/repository';
import { assertVariantChosen, withVariantRows } from '../core/variant-lines';
import { pointsNeedCustomer, pointsOverBill, tooManyPoints } from '../pos/till-points';
import { assertTillRights } from '../pos/till-rights';
import { stampsToRedeem } from '../pos/till-stamps';

type CreateInput = z.output<typeof create.input>;
type UpdateInput = z.output<typeof update.input>;

/**
 * Drafts: the shopper's one online cart and the seller's POS sales being rung up. Drafts hold no stock;
 * their lines are priced from the catalogue whenever they are shown, and fixed only at checkout or payment.
 */
export class Carts {
  constructor(
    private readonly deps: OrdersDeps,
    private readonly view: OrderView,
  ) {}

  /** `create`: a POS draft with its first line, or the first (or next) line of the caller's cart. */
  async create(input: CreateInput, user: SessionUser): Promise<{ message: string; order_id: string }> {
    const { repo } = this.deps;
    // a variant's line holds the variant's own row (docs/decisions/0236-variants.md)
    const [item] = await withVariantRows(this.deps.products, [input.item]);
    const productId = item!.product_id;
    const product = await this.saleableProduct(productId);
    assertVariantChosen(product);
    const quantity = quantityIn(product, item!, input.order_type);
    // an open-price product's stock is not counted (docs/decisions/0263-product-files.md)
    if (!product.open_price && quantity > product.quantity)
      throw new AppError('outOfStock', outOfStock(product.name, product.quantity, product.unit));
    const typed = typedPriceCents(product, input.item.price, input.order_type);
    assertLineSize(product, quantity, typed || product.price_cents);
    const lineDiscount = lineDiscountOf(input.item.discount, input.order_type);
    const bill = billDiscountOf(input.discount, input.order_type);
    if (input.order_type === 'POS-Sell') {
      if (user.role !== 's') throw new AppError('sellerOnly');
      if (product.seller_id !== user.id) throw new AppError('notYourProduct', notYours(product.name));
      const id = newId(this.deps.now());
      const line = draftLine(id, product, quantity, 0, typed, lineDiscount);
      assertDiscounts([line], bill ?? null);
      assertTillRights(user, [line], bill ?? null, typed > 0 ? new Set([product.id]) : new Set());
      await repo.insertDraft(
        {
          ...this.draftRow(id, 'POS-Sell', null, user.id),
          discount_json: bill ? JSON.stringify(bill) : null,
          customer_id: input.customer_id ?? null,
        },
        [line],
      );
      this.deps.posSaleSaved?.(user, id);
      return { message: 'Sale started', order_id: id };
    }
    // Online-Sell: the caller's one cart (cart_owner is unique); two first adds racing → the loser retries.
    for (let attempt = 0; ; attempt++) {
      const cart = await repo.findCart(user.id);
      try {
        if (!cart) {
          const id = newId(this.deps.now());
          await repo.insertDraft(this.draftRow(id, 'Online-Sell', user.id, null), [
            draftLine(id, product, quantity, 0),
          ]);
          return { message: 'Shopping cart added successfully', order_id: id };
        }
        // a product already in the cart fails on the lines' primary key (caught below: "already in your cart")
        await repo.transaction(async (trx) => {
          if (!(await repo.touchDraft(trx, cart.id, this.deps.now()))) throw new RetryCart();
          const { position: _last, ...line } = draftLine(cart.id, product, quantity, 0);
          await repo.appendLine(trx, line);
        });
        return { message: 'Shopping cart added successfully', order_id: cart.id };
      } catch (err) {
        // the same product added twice at once: the line's primary key refuses the second
        if (cart && isUniqueViolation(err)) throw new AppError('alreadyInCart');
        const retry = (!cart && isUniqueViolation(err)) || err instanceof RetryCart;
        if (!retry || attempt >= 2) throw err instanceof RetryCart ? new AppError('orderState') : err;
      }
    }
  }

  async cart(user: SessionUser): Promise<{ order: Order | null }> {
    const cart = await this.deps.repo.findCart(user.id);
    return { order: cart ? await this.view.renderOne(cart, user) : null };
  }

  /** `update`: the draft's lines replaced whole (and its message), each checked against the catalogue. */
  async update(input: UpdateInput, user: SessionUser): Promise<Order> {
    const { repo, products } = this.deps;
    const order = await visibleOrder(repo, input.id, user);
    if (order.status !== 'cart' || !isDraftOwner(order, user)) throw new AppError('orderState');
    const items = await withVariantRows(products, input.items);
    const prices = typedPrices(items);
    const discounts = lineDiscounts(items);
    const bill = billDiscountOf(input.discount, order.order_type);
    const catalogue = await products.getForSale(
      repo.db,
      items.map((i) => i.product_id),
    );
    const merged = quantitiesIn(items, catalogue, order.order_type);
    const lines: LineRow[] = [];
    const typedProducts = new Set<string>();
    for (const [productId, quantity] of merged) {
      const product = catalogue.get(productId);
      if (!product) throw productNotFound();
      if (product.removed) throw new AppError('productUnavailable', unavailable(product.name));
      assertVariantChosen(product);
      if (order.order_type === 'POS-Sell' && product.seller_id !== user.id) {
        throw new AppError('notYourProduct', notYours(product.name));
      }
      if (!product.open_price && quantity > product.quantity)
        throw new AppError('outOfStock', outOfStock(product.name, product.quantity, product.unit));
      const typed = typedPriceCents(product, prices.get(productId), order.order_type);
      if (typed > 0) typedProducts.add(productId);
      assertLineSize(product, quantity, typed || product.price_cents);
      const discount = lineDiscountOf(discounts.get(productId), order.order_type);
      lines.push(draftLine(order.id, product, quantity, lines.length, typed, discount));
    }
    // the bill's discount kept when not given: it must still fit the lines as they are now
    assertDiscounts(lines, bill === undefined ? discountOf(order.discount_json) : bill);
    if (order.order_type === 'POS-Sell' && user.till)
      assertTillRights(
        user,
        lines,
        bill === undefined ? discountOf(order.discount_json) : bill,
        typedProducts,
        {
          lines: await repo.linesOf([order.id]),
          bill: discountOf(order.discount_json),
        },
      );
    // a till sale's customer (decision 0282); an online cart's is its buyer
    const customerId = order.order_type === 'POS-Sell' ? input.customer_id : undefined;
    const redeemPoints = await this.pointsToRedeem(
      order,
      input.redeem_points,
      customerId,
      lines,
      bill === undefined ? discountOf(order.discount_json) : bill,
      user,
    );
    // a full stamp card's free item (docs/decisions/0289-stamp-cards.md)
    const stamps = await stampsToRedeem(
      this.deps.tillStamps,
      order,
      input.redeem_stamps,
      customerId,
      lines,
      catalogue,
      user.id,
    );
    const saved = await repo.transaction(async (trx) => {
      const billJson = bill === undefined ? undefined : bill === null ? null : JSON.stringify(bill);
      const touched = await repo.touchDraft(
        trx,
        order.id,
        this.deps.now(),
        input.message,
        billJson,
        customerId,
        redeemPoints,
        stamps,
      );
      if (!touched) throw new AppError('orderState');
      await repo.deleteLines(trx, order.id);
      await repo.insertLines(trx, lines);
      return touched;
    });
    if (order.order_type === 'POS-Sell') this.deps.posSaleSaved?.(user, order.id);
    // answered from what was just written and the catalogue it was checked against: no read after the commit
    return this.view.renderDraft(saved, lines, catalogue, user);
  }

  /**
   * The loyalty points a till draft's customer redeems after this update (docs/decisions/0283-loyalty.md), checked
   * when given: a till sale with a customer, at most her balance and what the bill comes to after its other
   * discounts. Left out they stay (capped at payment to what the bill can take); a walk-in or another customer
   * redeems none until asked again. Undefined: unchanged.
   */
  private async pointsToRedeem(
    order: OrderRow,
    asked: number | undefined,
    customerId: string | null | undefined,
    lines: LineRow[],
    bill: Discount | null,
    user: SessionUser,
  ): Promise<number | undefined> {
    const customer = customerId === undefined ? (order.customer_id ?? null) : customerId;
    const changedCustomer = customerId !== undefined && customerId !== (order.customer_id ?? null);
    if (asked === undefined) return changedCustomer ? 0 : undefined;
    if (asked === 0) return 0;
    if (order.order_type !== 'POS-Sell' || !customer || !this.deps.tillPoints) throw pointsNeedCustomer();
    // what the bill can take in points after its other discounts (contract/sale-figures.ts billOffCents)
    const billCents = billOffOf(lines, bill, Number.MAX_SAFE_INTEGER).points_cents;
    if (asked * POINT_CENTS > billCents) throw pointsOverBill(asked, billCents);
    const balance = (await this.deps.tillPoints.balanceOf(user.id, customer)).points;
    if (asked > balance) throw tooManyPoints(asked, balance);
    return asked;
  }

  /**
   * `buy_again`: a past online order's lines into the caller's cart, added to what is there and kept within stock;
   * what is no longer sold online is left out and named (docs/decisions/0243-couriers-and-buy-again.md).
   */
  async buyAgain(id: string, user: SessionUser): Promise<z.input<typeof buyAgain.output>> {
    const { repo, products } = this.deps;
    const order = await visibleOrder(repo, id, user);
    // not while it awaits payment: it still holds its stock (docs/decisions/0243-couriers-and-buy-again.md)
    if (
      order.order_type !== 'Online-Sell' ||
      order.buyer_id !== user.id ||
      order.status === 'cart' ||
      order.status === 'pending_payment'
    ) {
      throw new AppError('orderState');
    }
    const bought = await repo.linesOf([order.id]);
    const catalogue = await products.getForSale(
      repo.db,
      bought.map((l) => l.product_id),
    );
    const skipped: z.input<typeof buyAgain.output>['skipped'] = [];
    const wanted: { line: LineRow; product: SaleProduct }[] = [];
    for (const line of bought) {
      const product = catalogue.get(line.product_id);
      if (!product || product.removed) skipped.push({ name: line.name, reason: 'removed' });
      else if (product.open_price) skipped.push({ name: line.name, reason: 'at_stall' });
      else if (product.quantity <= 0) skipped.push({ name: line.name, reason: 'sold_out' });
      else wanted.push({ line, product });
    }
    // one item per line as the shopper would send it: a variant by its product and variant ids
    const itemOf = (productRow: string, quantity: number, variantOf: string | null) =>
      variantOf
        ? { product_id: variantOf, variant_id: productRow, quantity }
        : { product_id: productRow, quantity };
    let cart = await repo.findCart(user.id);
    // a new cart starts with the first line; the rest join it below
    const started = !cart && wanted.length > 0 ? wanted[0]!.line : null;
    if (!cart && started) {
      const first = wanted[0]!;
      await this.create(
        {
          order_type: 'Online-Sell',
          item: itemOf(
            first.line.product_id,
            Math.min(first.line.quantity, first.product.quantity),
            first.line.variant_of,
          ),
        },
        user,
      );
      cart = await repo.findCart(user.id);
    }
    if (!cart) return { message: 'Nothing could be added', order_id: order.id, added: 0, skipped };
    const inCart = await repo.linesOf([cart.id]);
    const quantities = new Map(
      inCart.map((l) => [l.product_id, { quantity: l.quantity, variantOf: l.variant_of }]),
    );
    for (const { line, product } of wanted) {
      if (line === started) continue;
      const had = quantities.get(line.product_id)?.quantity ?? 0;
      quantities.set(line.product_id, {
        // in thousandths: a weighed line's 0.1 + 0.2 catty is 0.3
        quantity: Math.min(
          product.quantity,
          fromThousandths(toThousandths(had) + toThousandths(line.quantity)),
        ),
        variantOf: line.variant_of,
      });
    }
    await this.update(
      {
        id: cart.id,
        items: [...quantities].map(([productRow, q]) => itemOf(productRow, q.quantity, q.variantOf)),
      },
      user,
    );
    return { message: 'Added to your cart', order_id: cart.id, added: wanted.length, skipped };
  }

  private async saleableProduct(productId: string): Promise<SaleProduct> {
    const product = (await this.deps.products.getForSale(this.deps.repo.db, [productId])).get(productId);
    if (!product) throw productNotFound();
    if (product.removed) throw new AppError('productUnavailable', unavailable(product.name));
    return product;
  }

  private draftRow(
    id: string,
    type: 'POS-Sell' | 'Online-Sell',
    buyerId: string | null,
    sellerId: string | null,
  ) {
    return newOrderRow(id, type, { buyerId, sellerId }, this.deps.now());
  }
}

/** Each line's own discount within its line, the bill's within the lines after theirs (decision 0232). */
function assertDiscounts(lines: LineRow[], bill: Discount | null): void {
  let base = 0;
  for (const l of lines) {
    const gross = timesQuantity(l.unit_cents, l.quantity);
    assertFits(discountOf(l.discount_json), gross, l.name);
    base += gross - l.line_off_cents;
  }
  assertFits(bill, base, null);
}

class RetryCart extends Error {}
