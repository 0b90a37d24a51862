import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty, Id, PageInput, page } from './common';
import { Courier, Shipment, TrackingNumber } from './couriers';
import { HkArea } from './delivery-fees';
import { Discount } from './discounts';
import { FpsIdentifier } from './fps';
import { PaymentPartsInput } from './split-payments';
import { hasAtMost3Decimals, UNITS } from './units';

/**
 * Orders, the cart, checkout, payment by QR code, point of sale and sales records (issues 5 and 6).
 *
 * Lifecycle (docs/decisions/0020-order-lifecycle.md):
 *   cart ──checkout──▶ pending_payment ──received_payment──▶ paid ──update_status──▶ shipped | ready_for_pickup
 *        ──update_status──▶ completed;   pending_payment ──cancel (buyer or seller)──▶ cancelled (stock returned).
 *   A POS sale (order_type POS-Sell) is a draft of the seller (status cart) completed in one step by
 *   received_payment: cart ──▶ completed (stock taken then).
 *
 * Money is a decimal with at most 2 places on the wire (integer cents inside). Times are Hong Kong time
 * (Asia/Hong_Kong), `YYYY-MM-DD HH:mm:ss`.
 */

export const ORDER_TYPES = ['Online-Sell', 'POS-Sell'] as const;
export const OrderType = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof OrderType>;

export const ORDER_STATUSES = [
  'cart',
  'pending_payment',
  'paid',
  'shipped',
  'ready_for_pickup',
  'completed',
  'cancelled',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** statuses that count as a sale (the payment was received) */
export const SALE_STATUSES = ['paid', 'shipped', 'ready_for_pickup', 'completed'] as const;

export const QUANTITY_MAX = 1_000_000;
export const ORDER_LINES_MAX = 100;
/**
 * A line's quantity: positive with at most 3 decimals (a weight, docs/decisions/0233-units-and-weight.md); whole
 * for a product sold by the piece, which the server checks against the product.
 */
export const Quantity = z
  .number()
  .positive()
  .max(QUANTITY_MAX)
  .refine(hasAtMost3Decimals, { message: 'at most 3 decimal places' });

/** 'YYYY-MM-DD HH:mm:ss' in Hong Kong time */
export const LocalTime = z.string();

export const PAYMENT_CODE_TYPES = ['fps', 'payme', 'alipay_hk', 'wechat_pay', 'other'] as const;
export const PaymentCodeType = z.enum(PAYMENT_CODE_TYPES);
export type PaymentCodeType = z.infer<typeof PaymentCodeType>;

/** A seller's payment QR code (uploaded with /user/info/upload_code?type=…). `image` is a file_path under /img. */
export const PaymentCode = z.object({
  _id: Id,
  type: PaymentCodeType,
  label: z.string(),
  image: z.string(),
});
export type PaymentCode = z.infer<typeof PaymentCode>;

/**
 * A cart item as a client sends it (docs/product.md §3). Only `product_id` and `quantity` are read; the other cart-item
 * fields are accepted and ignored (the server fills them from the catalogue). Any other field (e.g. `seller_id`)
 * is refused with 400.
 */
const Ignored = z.union([z.number(), z.string(), z.null()]).optional();
/** a cart item's `discount`: the spec's percentage (ignored), or the seller's discount of a POS line (decision 0232) */
const LineDiscountInput = z.union([Discount, z.number(), z.string(), z.null()]).optional();
export const CartItemInput = z.strictObject({
  product_id: Id,
  /** which of the product's variants (required for a product with variants; docs/decisions/0236-variants.md) */
  variant_id: Id.optional(),
  quantity: Quantity,
  /**
   * the unit `quantity` is in when not the product's own (a weight typed in kg for a per-catty product): converted
   * to the product's unit to the thousandth, half up (docs/decisions/0233-units-and-weight.md)
   */
  unit: z.enum(UNITS).optional(),
  name: Ignored,
  price: Ignored,
  cost: Ignored,
  thumbnail: Ignored,
  total: Ignored,
  original_price: Ignored,
  discount: LineDiscountInput,
});
export type CartItemInput = z.input<typeof CartItemInput>;

/**
 * An order line as the server shows it (a cart item of docs/product.md §3 plus the figures of the line).
 * For a draft (status cart) the figures are the catalogue's current ones; for a placed order or a sale they are
 * the ones fixed when it was placed (online) or paid (POS).
 * `cost` and `total_profit` are present only for the order's seller.
 */
export const OrderLine = z.object({
  product_id: Id,
  /** the variant sold, for a product with variants (the line's `name` carries the variant's name) */
  variant_id: Id.optional(),
  seller_id: Id,
  /** the shop's display name (a cart holds several shops' lines) */
  seller_name: z.string().nullable(),
  name: z.string(),
  /** in `unit`: whole pieces, or a weight to the thousandth */
  quantity: z.number(),
  /** what the price is per, as the product was when the line was fixed (docs/decisions/0233-units-and-weight.md) */
  unit: z.enum(UNITS),
  /** unit price after discount */
  price: z.number(),
  /** unit price before discount */
  original_price: z.number(),
  /** discount in percent */
  discount: z.number(),
  cost: z.number().optional(),
  thumbnail: z.string().nullable(),
  /** price × quantity */
  total: z.number(),
  /** 3% of total */
  transaction_fee: z.number(),
  /** seller only: total − cost × quantity − transaction_fee */
  total_profit: z.number().optional(),
  /** drafts only: units in stock now (the stepper's upper bound) */
  available: z.number().optional(),
  /** drafts only: the amount a shopper adds at a time (1 for pieces) */
  step: z.number().optional(),
  /** drafts only: true when the product was removed from sale (the line cannot be checked out) */
  removed: z.boolean().optional(),
  /** drafts only: true when the price was typed at the till (docs/decisions/0231-open-price.md) */
  open_price: z.boolean().optional(),
  /** the seller's discount of this line as given, or null (docs/decisions/0232-till-discounts.md) */
  line_discount: Discount.nullable().optional(),
  /** what the seller's discounts take off this line: its own and its share of the bill's (`total` is after them) */
  discount_amount: z.number().optional(),
  /** the part of `discount_amount` that is this line's share of the bill's discount (receipts keep it on its own row) */
  bill_discount_share: z.number().optional(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Delivery = z.object({
  kind: z.enum(['delivery', 'pickup']),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  /** opening hours of a store-pickup address */
  hours: z.string().nullable(),
  /** the area of Hong Kong a delivery goes to, when known (docs/decisions/0248-delivery-fees.md) */
  area: HkArea.nullable().optional(),
});
export type Delivery = z.infer<typeof Delivery>;

export const PaymentMethod = z.object({
  /**
   * 'cash' or the payment code's type; 'split' for a sale paid by several methods, whose parts its receipt lists
   * (docs/decisions/0281-split-payments.md)
   */
  kind: z.enum(['cash', ...PAYMENT_CODE_TYPES, 'split']),
  /** the payment code used (null for cash) */
  code_id: Id.nullable(),
  label: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * What a manager approves on the offline till, in the order a sale names them
 * (docs/decisions/0288-offline-manager-approval.md): one list for the till, the server and the order's `unapproved`.
 */
export const OFFLINE_RIGHTS = ['discount', 'open_price'] as const;
export type OfflineRight = (typeof OFFLINE_RIGHTS)[number];
export const isOfflineRight = (text: unknown): text is OfflineRight =>
  (OFFLINE_RIGHTS as readonly unknown[]).includes(text);

/**
 * What the caller may do with an order now (docs/decisions/0291-order-actions-from-the-server.md): the server's
 * answer, so a screen shows a button only where the call would be taken. `pay`: the buyer pays and says so;
 * `confirm_payment`, `special_price`: the seller, awaiting payment; `ship` (delivery) or `mark_ready` (pickup), then
 * `complete`; `cancel` while awaiting payment; `refund`: the seller, once paid; `set_tracking`: the seller corrects a
 * shipped order's courier and number; `buy_again`: the buyer puts a placed online order's lines in her cart again;
 * `review`: the buyer of a completed online order rates a line not yet rated.
 */
export const ORDER_ACTIONS = [
  'pay',
  'confirm_payment',
  'special_price',
  'ship',
  'mark_ready',
  'complete',
  'cancel',
  'refund',
  'set_tracking',
  'buy_again',
  'review',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const Order = z.object({
  order_id: Id,
  _id: Id,
  order_type: OrderType,
  status: OrderStatus,
  /** null for a POS sale */
  buyer_id: Id.nullable(),
  /** null for an online cart (a cart may hold several sellers' products; checkout splits it) */
  seller_id: Id.nullable(),
  /** display names: the shop and the buyer (null where there is none) */
  seller_name: z.string().nullable(),
  buyer_name: z.string().nullable(),
  /** true when the caller is the order's seller */
  is_seller: z.boolean(),
  items: z.array(OrderLine),
  message: z.string(),
  /**
   * what the buyer pays: the sum of the lines' totals, the delivery fee and the cash rounding, less what refunds
   * gave back
   */
  total: z.number(),
  /**
   * what rounding a cash payment to 10¢ added to `total` (signed, −0.04..+0.05; 0 when none: FPS and every other
   * way of paying, before payment, a shop that switched it off). docs/decisions/0264-cash-rounding.md
   */
  rounding: z.number(),
  /** the delivery fee placed with the order, in `total` (0 for pickup, POS and a free delivery; decision 0248) */
  delivery_fee: z.number(),
  /** money given back by refunds so far (0 when none; docs/decisions/0225-live-facts.md) */
  refunded: z.number(),
  /**
   * what the sale was paid, as sold: `total` + `refunded` (docs/decisions/0267-order-gross-and-refund-rows.md; a
   * draft's is its `total`)
   */
  gross_total: z.number().optional(),
  /** the seller's discount of the whole bill as given, or null (docs/decisions/0232-till-discounts.md) */
  discount: Discount.nullable(),
  /**
   * what the bill's discount takes off (already out of the lines' totals and `total`): the seller's discount and the
   * loyalty points redeemed together (docs/decisions/0283-loyalty.md)
   */
  discount_amount: z.number(),
  /**
   * loyalty points redeemed on a till sale: on a draft the points asked (as many as its bill can take), on a paid
   * sale the points it used; 0 for every other order (docs/decisions/0283-loyalty.md). Always sent by the server.
   */
  points_redeemed: z.number().int().optional(),
  /** the part of `discount_amount` those points paid, one cent a point (0 for every other order) */
  points_discount: z.number().optional(),
  /**
   * a full stamp card redeemed on a till sale: on a draft the stamps it would use, on a paid sale the stamps it used;
   * 0 for every other order (docs/decisions/0289-stamp-cards.md). Always sent by the server.
   */
  stamps_redeemed: z.number().int().optional(),
  /** the part of `discount_amount` the card's free item took off (0 for every other order) */
  stamps_discount: z.number().optional(),
  /** sum of the lines' fees */
  transaction_fee: z.number(),
  /** seller only: sum of the lines' profits */
  total_profit: z.number().optional(),
  /** seller only: the staff member who rang the sale up at a shared till (decision 0280); absent when none */
  staff_name: z.string().optional(),
  /** seller only: the manager who approved with her PIN what the offline till's member could not do alone (decision 0288) */
  approved_by_name: z.string().optional(),
  /**
   * seller only: what an offline sale did without a valid manager's approval (a discount above the shop's limit, a
   * typed price), so it is to check (docs/decisions/0288-offline-manager-approval.md); absent when nothing
   */
  unapproved: z.array(z.enum(OFFLINE_RIGHTS)).optional(),
  delivery: Delivery.nullable(),
  /** how a shipped order travels: the courier and its tracking number (null until shipped, or for pickup) */
  shipment: Shipment.nullable(),
  payment_method: PaymentMethod.nullable(),
  /** short human sale number for receipts (the last 8 characters of the id, upper case) */
  sale_number: z.string(),
  created_at: LocalTime,
  placed_at: LocalTime.nullable(),
  paid_at: LocalTime.nullable(),
  /** when the seller handed it on: shipped (delivery) or marked ready for pickup (store pickup) */
  shipped_at: LocalTime.nullable(),
  completed_at: LocalTime.nullable(),
  cancelled_at: LocalTime.nullable(),
  /** awaiting payment and the buyer said "I have paid" (the seller has not confirmed or rejected it yet) */
  payment_claimed_at: LocalTime.nullable(),
  /**
   * seller only: an FPS sale recorded offline that she has not yet ticked against her bank app (/res/order/checked;
   * docs/decisions/0276-fps-offline-to-check.md), or an offline sale with `unapproved` rights (decision 0288);
   * false for every other order and for the buyer
   */
  to_check: z.boolean(),
  /** what the caller may do with it now, in ORDER_ACTIONS' order; always sent by the server */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type Order = z.infer<typeof Order>;

export const IdempotencyKey = z.string().trim().min(8).max(100);

export const create = defineCall({
  path: '/res/order/create',
  summary:
    'Start a draft with one line. Online-Sell: the caller’s cart — when the caller already has a cart the line is added to it (same order_id); a product already in it → 409 "The product is already in the cart.". POS-Sell (sellers, own products only): always a new sale draft.',
  auth: 'required',
  input: z.strictObject({
    order_type: OrderType.default('Online-Sell'),
    item: CartItemInput,
    /** the bill's discount (POS sales only) */
    discount: Discount.optional(),
    /** POS sales only: the seller's customer the sale is for (/res/customer/list; decision 0282) */
    customer_id: Id.nullable().optional(),
  }),
  output: z.object({ message: z.string(), order_id: Id }),
});

export const cart = defineCall({
  path: '/res/order/cart',
  summary: 'The caller’s online cart (draft order), or null when there is none.',
  auth: 'required',
  input: z.strictObject({}),
  output: z.object({ order: Order.nullable() }),
});

export const showOne = defineCall({
  path: '/res/order/show_one',
  summary: 'One order with its lines; only its buyer or seller may read it (others: 404).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: Order,
});

export const update = defineCall({
  path: '/res/order/update',
  summary:
    'Replace the lines of a draft (cart or POS sale). Lines of the same product are merged; each product’s total must be within its stock (409 naming the product). An empty list empties the draft. On a POS sale the seller may give a line `discount: {amount} | {percent}` and the bill a `discount` (null removes it); neither may be more than what it applies to (400).',
  auth: 'required',
  input: z.strictObject({
    id: Id,
    items: z.array(CartItemInput).max(ORDER_LINES_MAX),
    message: z.string().trim().max(500).optional(),
    /** the bill's discount (POS sales): left out, it stays; null removes it */
    discount: Discount.nullable().optional(),
    /** POS sales: the seller's customer (decision 0282); left out, it stays; null makes it a walk-in */
    customer_id: Id.nullable().optional(),
    /**
     * POS sales with a customer: her loyalty points to redeem, one cent each (docs/decisions/0283-loyalty.md); at most
     * her balance and what the sale comes to after its other discounts (400 otherwise). Left out, they stay (a
     * walk-in or another customer: 0); 0 redeems none.
     */
    redeem_points: z.number().int().min(0).max(1_000_000_000).optional(),
    /**
     * POS sales with a customer whose stamp card is full: true makes the cheapest qualifying item on the bill free
     * (docs/decisions/0289-stamp-cards.md; 400 when the card is not full or no item qualifies); false removes it;
     * left out it stays (a walk-in or another customer: none).
     */
    redeem_stamps: z.boolean().optional(),
  }),
  output: Order,
});

export const checkout = defineCall({
  path: '/res/order/checkout',
  summary:
    'Place the cart: one order per seller, stock taken and prices fixed from the catalogue in one transaction (409 naming a product out of stock). Each seller is covered by pickup_address_ids[seller_id] (one of that seller’s store-pickup addresses) or else by address_id (one of the caller’s addresses). redeem_points[seller_id] spends the caller’s loyalty points at that shop on its goods. Repeating with the same idempotency_key returns the first result.',
  auth: 'required',
  input: z.strictObject({
    id: Id,
    address_id: Id.nullish(),
    pickup_address_ids: z.record(Id, Id).optional(),
    /**
     * the caller's loyalty points to redeem at each shop, by seller id (docs/decisions/0283-loyalty.md, "Redeeming
     * online"): one cent a point off that shop's goods (never more than its goods; the delivery fee is paid in
     * money), at most her balance there (400 otherwise). Held while the order awaits payment, given back if it is
     * cancelled.
     */
    redeem_points: z.record(Id, z.number().int().min(0).max(1_000_000_000)).optional(),
    message: z.string().trim().max(500).optional(),
    idempotency_key: IdempotencyKey,
  }),
  output: z.object({
    orders: z.array(z.object({ order_id: Id, seller_id: Id, status: OrderStatus, total: z.number() })),
  }),
});

export const list = defineCall({
  path: '/res/order/list',
  summary:
    'The caller’s orders as buyer, or incoming orders as seller (online orders and POS sales), newest first; drafts are left out unless status is cart.',
  auth: 'required',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    role: z.enum(['buyer', 'seller']).default('buyer'),
    status: OrderStatus.optional(),
    order_type: OrderType.optional(),
    ...PageInput,
  }),
  output: page(Order),
});

export const productDetail = defineCall({
  path: '/res/order/product_detail',
  summary: 'One line of an order with its payment breakdown (profit for the seller only).',
  auth: 'required',
  input: z.strictObject({ order: Id, product: Id }),
  output: z.object({
    order_id: Id,
    order_type: OrderType,
    status: OrderStatus,
    product_id: Id,
    name: z.string(),
    description: z.string(),
    imagePaths: z.array(z.string()),
    category: z.array(z.string()),
    /** the line's quantity in `unit`: whole pieces, or a weight to the thousandth (0.75 catty) */
    amount: z.number(),
    /** what `amount` and `price` are per (docs/decisions/0233-units-and-weight.md) */
    unit: z.enum(UNITS),
    price: z.number(),
    original_price: z.number(),
    discount: z.number(),
    total: z.number(),
    transaction_fee: z.number(),
    total_profit: z.number().optional(),
    cost: z.number().optional(),
    /** the order's id: the transaction this line belongs to */
    transaction_id: Id,
    /** when the payment was received (else placed, else created), Hong Kong time */
    transaction_time: LocalTime,
  }),
});

export const getQrCode = defineCall({
  path: '/res/order/get_qr_code',
  summary: 'The payment codes of the order’s seller, with the amount to pay (buyer or seller of the order).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({
    order_id: Id,
    seller_id: Id,
    status: OrderStatus,
    total: z.number(),
    codes: z.array(PaymentCode),
  }),
});

export const cancel = defineCall({
  path: '/res/order/cancel',
  summary:
    'Cancel an order awaiting payment (buyer or seller; its stock is returned) or discard a draft. Paid orders cannot be cancelled (409).',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ message: z.string(), order: Order }),
});

/**
 * The seller's special price on an online order before it is paid (docs/decisions/0235-special-price.md): the same
 * discounts as at the till, on a line and on the bill.
 */
export const specialPrice = defineCall({
  path: '/res/order/special_price',
  summary:
    'The seller gives a special price on her online order awaiting payment: `discount` on the whole bill and/or `items[].discount` on lines ({amount} or {percent}; null removes; left out, it stays). Never more than the line or the bill (400); refused once the shopper says she has paid (409). The order’s total, fee and profit follow; the shopper sees the new total at once.',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    discount: Discount.nullable().optional(),
    items: z
      .array(z.strictObject({ product_id: Id, variant_id: Id.optional(), discount: Discount.nullable() }))
      .max(ORDER_LINES_MAX)
      .optional(),
  }),
  output: Order,
});

/** The payment method that names the seller's FPS code drawn with the amount (docs/decisions/0226-fps-from-payout-details.md). */
export const GENERATED_FPS_METHOD = 'fps';

export const receivedPayment = defineCall({
  path: '/res/order/received_payment',
  summary:
    'The order’s seller confirms the payment: an online order awaiting payment becomes paid; a POS sale is completed (stock taken, sale recorded). method is cash, fps (the seller’s FPS code drawn with the amount; needs her FPS identifier) or one of the seller’s payment code ids. A POS sale paid by several methods sends `payments` instead: [{ method, amount }], cash being the cash handed over (change only from cash), every other method what it pays; they must pay the bill (cash rounded to 10¢ when the shop rounds), else 422 (docs/decisions/0281-split-payments.md). Repeating with the same idempotency_key returns the first result.',
  auth: 'seller',
  input: z
    .strictObject({
      id: Id,
      method: Id.optional(),
      payments: PaymentPartsInput.optional(),
      idempotency_key: IdempotencyKey,
    })
    .refine((v) => (v.method === undefined) !== (v.payments === undefined), {
      message: 'send method or payments, one of them',
      path: ['method'],
    }),
  output: z.object({ message: z.string(), order: Order }),
});

export const FULFILMENT_STATUSES = ['shipped', 'ready_for_pickup', 'completed'] as const;

export const updateStatus = defineCall({
  path: '/res/order/update_status',
  summary:
    'The seller’s fulfilment steps: paid → shipped (delivery) or ready_for_pickup (store pickup) → completed.',
  auth: 'seller',
  input: z.strictObject({
    id: Id,
    status: z.enum(FULFILMENT_STATUSES),
    /** with `shipped`: the courier and its tracking number (docs/decisions/0243-couriers-and-buy-again.md) */
    courier: Courier.optional(),
    tracking_number: TrackingNumber.optional(),
  }),
  output: z.object({ message: z.string(), order: Order }),
});

export const BUY_AGAIN_SKIPS = ['removed', 'sold_out', 'at_stall'] as const;

export const buyAgain = defineCall({
  path: '/res/order/buy_again',
  summary:
    'Put the lines of one of the caller’s past online orders into the cart again (added to what is there, within stock); lines no longer sold, sold out or priced at the stall are left out and named.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({
    message: z.string(),
    /** the caller’s cart */
    order_id: Id,
    /** how many lines went in */
    added: z.number().int(),
    skipped: z.array(z.object({ name: z.string(), reason: z.enum(BUY_AGAIN_SKIPS) })),
  }),
});

export const setTracking = defineCall({
  path: '/res/order/set_tracking',
  summary:
    'The seller corrects a shipped order’s courier and tracking number (a mistyped waybill); the buyer sees the new link.',
  auth: 'seller',
  input: z.strictObject({ id: Id, courier: Courier, tracking_number: TrackingNumber.nullable() }),
  output: z.object({ message: z.string(), order: Order }),
});

export const SALE_PERIODS = ['today', '7d', '30d', 'all'] as const;
export const SalePeriod = z.enum(SALE_PERIODS);
export const SALE_CHANNELS = ['online', 'pos', 'all'] as const;
export const SaleChannel = z.enum(SALE_CHANNELS);

export const Sale = z.object({
  order_id: Id,
  sale_number: z.string(),
  order_type: OrderType,
  channel: z.enum(['online', 'pos']),
  status: OrderStatus,
  payment_method: PaymentMethod.nullable(),
  /** when the payment was received, Hong Kong time */
  time: LocalTime,
  items: z.array(OrderLine),
  /** units sold */
  quantity: z.number(),
  total: z.number(),
  /** what cash rounding added to `total` (signed; 0 when none; docs/decisions/0264-cash-rounding.md) */
  rounding: z.number(),
  transaction_fee: z.number(),
  /** left out for a till member without see_costs (docs/decisions/0280-staff-pins-and-roles.md) */
  total_profit: z.number().optional(),
  /**
   * an FPS sale recorded offline, not yet ticked against the bank (docs/decisions/0276-fps-offline-to-check.md), or an
   * offline sale whose discount or typed price went without a manager's approval (decision 0288)
   */
  to_check: z.boolean(),
  /**
   * why an offline sale is to check beside (or instead of) an FPS payment: the rights used without a manager's
   * approval, as on the order (decision 0288); absent when none, so a list row can say why it is marked
   */
  unapproved: z.array(z.enum(OFFLINE_RIGHTS)).optional(),
});
export type Sale = z.infer<typeof Sale>;

export const SaleTotals = z.object({
  revenue: z.number(),
  fees: z.number(),
  /** left out for a till member without see_costs */
  profit: z.number().optional(),
  /** number of sales */
  count: z.number().int(),
});

/** A Hong Kong calendar date, `YYYY-MM-DD`. */
export const HkDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date YYYY-MM-DD');

export const sales = defineCall({
  path: '/res/order/sales',
  summary:
    'The seller’s sales (orders whose payment was received, online and POS), newest payment first, with the totals of the whole period and channel. Periods are Hong Kong calendar days: today, the last 7 or 30 days including today, or all.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    period: SalePeriod.default('all'),
    channel: SaleChannel.default('all'),
    /** a range of Hong Kong dates, both included (instead of `period`); refunds count on the day they were made */
    from: HkDate.optional(),
    to: HkDate.optional(),
    ...PageInput,
  }),
  output: z.object({ items: z.array(Sale), totals: SaleTotals, next_cursor: z.string().nullable() }),
});

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export const REPORT_BUCKETS_MAX = 400;

const Figures = {
  revenue: z.number(),
  /** left out for a member without see_costs */
  profit: z.number().optional(),
  fees: z.number(),
  /** money given back by refunds made in the bucket (already taken off revenue) */
  refunds: z.number(),
};

export const salesReport = defineCall({
  path: '/res/order/sales_report',
  summary:
    'The seller’s business over a range of Hong Kong dates (docs/decisions/0172-sales-reports.md): revenue, profit and number of sales by day, week (from Monday) or month, by payment method, by channel and by product. Sales count when paid; refunds count when made. The totals equal /res/order/sales for the same range.',
  auth: 'seller',
  timeoutMs: LONG_TIMEOUT_MS,
  input: z.strictObject({
    from: HkDate,
    to: HkDate,
    bucket: z.enum(REPORT_BUCKETS).default('day'),
    channel: SaleChannel.default('all'),
  }),
  output: z.object({
    from: HkDate,
    to: HkDate,
    bucket: z.enum(REPORT_BUCKETS),
    buckets: z.array(z.object({ start: HkDate, sales: z.number().int(), ...Figures })),
    totals: z.object({ count: z.number().int(), units: z.number(), ...Figures }),
    by_method: z.array(
      z.object({ kind: z.string(), label: z.string(), sales: z.number().int(), revenue: z.number() }),
    ),
    by_channel: z.array(
      z.object({ channel: z.enum(['online', 'pos']), sales: z.number().int(), revenue: z.number() }),
    ),
    best_sellers: z.array(
      z.object({
        product_id: Id,
        name: z.string(),
        thumbnail: z.string().nullable(),
        /** in `unit`: pieces, or a weight (docs/decisions/0233-units-and-weight.md) */
        units: z.number(),
        unit: z.enum(UNITS),
        revenue: z.number(),
      }),
    ),
  }),
});

// The dashboard's figures: served by the orders domain (server/orders/reports/sales-reports.ts) under a /user path.
export const SalePeriodFigures = z.object({
  revenue: z.number(),
  fees: z.number(),
  /** left out for a till member without see_costs */
  profit: z.number().optional(),
  /** number of sales */
  sales: z.number().int(),
  /** units sold */
  units: z.number(),
});

export const saleData = defineCall({
  path: '/user/info/sale_data',
  summary:
    'The seller’s sales summary (same figures as /res/order/sales for the same period): today, the last 7 and 30 days (Hong Kong calendar days, including today), and the 5 best sellers of the last 30 days by units.',
  auth: 'seller',
  input: Empty,
  output: z.object({
    today: SalePeriodFigures,
    last_7_days: SalePeriodFigures,
    last_30_days: SalePeriodFigures,
    best_sellers: z.array(
      z.object({
        product_id: Id,
        name: z.string(),
        thumbnail: z.string().nullable(),
        /** in `unit`: pieces, or a weight (docs/decisions/0233-units-and-weight.md) */
        units: z.number(),
        unit: z.enum(UNITS),
        revenue: z.number(),
      }),
    ),
    generated_at: LocalTime,
  }),
});

/**
 * Checkout without a password (issue 57 item 4, docs/decisions/0284-guest-checkout.md). A shopper signed out pays
 * with an email, a name and an address (or each seller's pickup); the orders are her email's, and each is mailed
 * with a one-use link that opens that order alone. A guest pass (answered here, or by opening the link) reads that
 * one order and says "I have paid" for it, and nothing else.
 */
export const GuestName = z.string().trim().min(1).max(60);
export const GuestPass = z.string().min(20).max(100);

export const guestCheckout = defineCall({
  path: '/res/order/guest_checkout',
  summary:
    'Check out without an account password: the items (as in a cart), the email, name, optional phone, and a delivery address or pickup_address_ids[seller_id] for each seller. Places one order per seller through the same stock and idempotency path as checkout; the orders belong to the account of that email (a new one without a password when there is none). Each order answers a guest pass for that order, and its link is mailed to the email. Limited per client address and per email (429). Repeating with the same idempotency_key returns the same orders and mails nothing again.',
  auth: 'optional',
  input: z.strictObject({
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'email is not a valid address' })),
    name: GuestName,
    phone: z.string().trim().max(30).optional(),
    /** where the goods of the sellers she does not pick up from go */
    address: z.strictObject({ address: z.string().trim().min(1).max(300), area: HkArea.nullish() }).nullish(),
    pickup_address_ids: z.record(Id, Id).optional(),
    items: z.array(CartItemInput).min(1).max(ORDER_LINES_MAX),
    message: z.string().trim().max(500).optional(),
    /** the language of her mails */
    locale: z.enum(['en', 'zh-HK', 'zh-CN']).optional(),
    idempotency_key: IdempotencyKey,
  }),
  output: z.object({
    orders: z.array(
      z.object({
        order_id: Id,
        seller_id: Id,
        status: OrderStatus,
        total: z.number(),
        /** reads this order alone (show_guest, guest_claim_payment) until `pass_expires_at` */
        pass: z.string(),
      }),
    ),
    pass_expires_at: z.number(),
    /** where the links went */
    mailed_to: z.string(),
  }),
});

export const guestOpen = defineCall({
  path: '/res/order/guest_open',
  summary:
    'Open the link mailed after a guest checkout: the one-use token becomes a guest pass for that order alone (and proves the email). A used, expired or unknown link: 400 authLinkInvalid.',
  auth: 'optional',
  input: z.strictObject({ token: z.string().min(20).max(100) }),
  output: z.object({ order_id: Id, pass: z.string(), pass_expires_at: z.number() }),
});

export const showGuest = defineCall({
  path: '/res/order/show_guest',
  summary:
    'The order a guest pass was given for, as its buyer sees it, with the seller’s FPS identifier for the QR code with the amount. Any other order, or a wrong or expired pass: 404.',
  auth: 'optional',
  input: z.strictObject({ id: Id, pass: GuestPass }),
  output: z.object({ order: Order, fps: FpsIdentifier.nullable() }),
});

export const guestClaimPayment = defineCall({
  path: '/res/order/guest_claim_payment',
  summary:
    'With a guest pass: "I have paid" for that order, with an optional reference (as claim_payment). Any other order or a wrong pass: 404; not awaiting payment: 409.',
  auth: 'optional',
  input: z.strictObject({ id: Id, pass: GuestPass, reference: z.string().trim().max(100).optional() }),
  output: z.object({ message: z.string(), order: Order }),
});
