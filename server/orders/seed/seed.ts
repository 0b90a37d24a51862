import QRCode from 'qrcode';
import { fromCents, toCents } from '../../../contract/money';
import type { PaymentCodeType } from '../../../contract/orders';
import { list as listProducts } from '../../../contract/products';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { processImage } from '../../media';
import { demoSession } from '../../seed/demo-session';
import type { SeedContext } from '../../seed/seed';
import type { OrdersService } from '../orders-service';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Demo data of issues 5 and 6, through the services: payment codes for both demo sellers, store-pickup addresses,
 * delivery addresses for the demo customers, carts, online orders in every state, and POS sales over the last
 * three weeks (with their times set explicitly) so /mySale and sale_data have something to show.
 */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { addressBook, orders: ordersService } = ctx.services;
  const mei = demoSession(ctx, 'mei');
  const kenji = demoSession(ctx, 'kenji');
  const ada = demoSession(ctx, 'ada');
  const ben = demoSession(ctx, 'ben');

  // payment codes
  const codes: Record<string, string[]> = { [mei.id]: [], [kenji.id]: [] };
  const plan: [SessionUser, PaymentCodeType, string][] = [
    [mei, 'fps', 'FPS 1234567'],
    [mei, 'payme', 'PayMe'],
    [mei, 'alipay_hk', 'Alipay HK'],
    [kenji, 'fps', 'FPS kenji_crafts'],
    [kenji, 'wechat_pay', 'WeChat Pay'],
  ];
  for (const [seller, type, label] of plan) {
    const png = await demoQrPng(label, seller.email);
    const { filePath } = await processImage(png, ctx.services.images);
    const code = await addressBook.addPaymentCode({ type, label, image: filePath }, seller);
    codes[seller.id]!.push(code._id);
  }

  // addresses
  const meiPickup = (
    await addressBook.addPickup(
      {
        name: 'Mei’s stall',
        address: 'Stall 18, Sheung Wan Market, 345 Queen’s Road Central',
        hours: 'Daily 09:00–18:00',
        phone: '2811 2233',
      },
      mei,
    )
  )._id;
  await addressBook.addPickup(
    {
      name: 'Kenji’s studio',
      address: 'Unit S512, PMQ, 35 Aberdeen Street, Central',
      hours: 'Tue–Sun 12:00–19:00',
    },
    kenji,
  );
  const adaHome = (
    await addressBook.addAddress(
      {
        name: 'Ada Chan',
        phone: '+852 9123 4567',
        address: 'Flat 12B, 8 Tai Hang Road, Causeway Bay',
        is_default: true,
      },
      ada,
    )
  )._id;
  await addressBook.addAddress(
    { name: 'Ada Chan (office)', phone: '+852 2345 6789', address: '20/F, 1 Harbour Road, Wan Chai' },
    ada,
  );
  const benHome = (
    await addressBook.addAddress(
      { name: 'Ben Wong', phone: '+852 6123 9876', address: 'Room 3, 21 Kweilin Street, Sham Shui Po' },
      ben,
    )
  )._id;

  const meiProducts = await inStock(ctx, mei);
  const kenjiProducts = await inStock(ctx, kenji);
  if (meiProducts.length < 3 || kenjiProducts.length < 3) {
    ctx.log('Orders seed: not enough demo products in stock; skipped orders and sales.');
    return;
  }

  // online orders at set times, from the oldest
  const now = Date.now();
  let key = 0;
  const at = (ms: number) => ordersService.withClock(() => ms);
  const place = async (
    buyer: SessionUser,
    lines: { id: string; qty: number }[],
    when: number,
    delivery: { address_id?: string; pickup?: Record<string, string> },
    message = '',
  ) => {
    const o = at(when);
    const { order_id } = await o.carts.create(
      { order_type: 'Online-Sell', item: { product_id: lines[0]!.id, quantity: lines[0]!.qty } },
      buyer,
    );
    if (lines.length > 1) {
      await o.carts.update(
        { id: order_id, items: lines.map((l) => ({ product_id: l.id, quantity: l.qty })), message },
        buyer,
      );
    }
    const placed = await o.checkout.checkout(
      {
        id: order_id,
        address_id: delivery.address_id,
        pickup_address_ids: delivery.pickup,
        message,
        idempotency_key: `seed-${++key}`,
      },
      buyer,
    );
    return placed.orders.map((p) => p.order_id);
  };
  const pay = (seller: SessionUser, id: string, when: number, method = 'cash') =>
    at(when).payments.record({ id, method, idempotency_key: `seed-pay-${++key}` }, seller);

  // Ada: a completed delivery from Mei, 12 days ago
  const [a1] = await place(
    ada,
    [
      { id: meiProducts[0]!, qty: 1 },
      { id: meiProducts[1]!, qty: 2 },
    ],
    now - 12 * DAY,
    { address_id: adaHome },
    'Please leave with the doorman',
  );
  await pay(mei, a1!, now - 12 * DAY + 2 * HOUR, codes[mei.id]![0]);
  await at(now - 11 * DAY).fulfilment.updateStatus({ id: a1!, status: 'shipped' }, mei);
  await at(now - 9 * DAY).fulfilment.updateStatus({ id: a1!, status: 'completed' }, mei);
  // Ben: a store-pickup order from Mei collected 16 days ago (he reviews one of its two lines: server/reviews/seed.ts)
  const [b0] = await place(
    ben,
    [
      { id: meiProducts[1]!, qty: 1 },
      { id: meiProducts[2]!, qty: 1 },
    ],
    now - 18 * DAY,
    { pickup: { [mei.id]: meiPickup } },
  );
  await pay(mei, b0!, now - 18 * DAY + HOUR, 'cash');
  await at(now - 17 * DAY).fulfilment.updateStatus({ id: b0!, status: 'ready_for_pickup' }, mei);
  await at(now - 16 * DAY).fulfilment.updateStatus({ id: b0!, status: 'completed' }, mei);
  // Ben: a store-pickup order from Mei, paid and ready for pickup (3 days ago)
  const [b1] = await place(ben, [{ id: meiProducts[2]!, qty: 1 }], now - 3 * DAY, {
    pickup: { [mei.id]: meiPickup },
  });
  await pay(mei, b1!, now - 3 * DAY + HOUR, codes[mei.id]![1]);
  await at(now - 2 * DAY).fulfilment.updateStatus({ id: b1!, status: 'ready_for_pickup' }, mei);
  // delivery fees from here on (docs/decisions/0248-delivery-fees.md): Mei charges by area and not to the islands,
  // free from $300; Kenji one flat fee, free from $500. The orders below carry them.
  await ordersService.deliveryFees.update(
    {
      mode: 'by_area',
      areas: { hk_island: 30, kowloon: 30, new_territories: 45, outlying_islands: null },
      free_above: 300,
    },
    mei,
  );
  await ordersService.deliveryFees.update({ mode: 'flat', flat: 25, free_above: 500 }, kenji);
  // their trades set the product form's defaults; both have sold for real, so they skipped the practice sale and
  // their setup checklists are complete (docs/decisions/0272-seller-onboarding.md)
  await ordersService.sellingSetup.setTrade('dried_goods', mei);
  await ordersService.sellingSetup.skip('practice_sale', true, mei);
  await ordersService.sellingSetup.setTrade('crafts', kenji);
  await ordersService.sellingSetup.skip('practice_sale', true, kenji);
  // Ada: a two-seller order yesterday: Kenji's part paid, Mei's part awaiting payment
  const split = await place(
    ada,
    [
      { id: kenjiProducts[0]!, qty: 1 },
      { id: meiProducts[3 % meiProducts.length]!, qty: 1 },
    ],
    now - DAY,
    { address_id: adaHome },
  );
  for (const id of split) {
    const order = await ordersService.reads.showOne(id, ada);
    if (order.seller_id === kenji.id) await pay(kenji, id, now - DAY + 3 * HOUR, codes[kenji.id]![0]);
  }
  // Ben: shipped by Kenji, and one he cancelled
  const [b2] = await place(ben, [{ id: kenjiProducts[1]!, qty: 1 }], now - 6 * DAY, { address_id: benHome });
  await pay(kenji, b2!, now - 6 * DAY + 5 * HOUR);
  // shipped by SF Express with its waybill: Ben's order shows "Track parcel" (decision 0243)
  await at(now - 5 * DAY).fulfilment.updateStatus(
    { id: b2!, status: 'shipped', courier: 'sf_express', tracking_number: 'SF1403328517702' },
    kenji,
  );
  const [b3] = await place(ben, [{ id: kenjiProducts[2]!, qty: 1 }], now - 4 * DAY, { address_id: benHome });
  await at(now - 4 * DAY + HOUR).fulfilment.cancel(b3!, ben);
  // carts in progress
  await at(now - 2 * HOUR).carts.create(
    { order_type: 'Online-Sell', item: { product_id: kenjiProducts[2]!, quantity: 1 } },
    ada,
  );
  await at(now - HOUR).carts.create(
    { order_type: 'Online-Sell', item: { product_id: meiProducts[1]!, quantity: 2 } },
    ada,
  );
  await at(now - 30 * 60_000).carts.create(
    { order_type: 'Online-Sell', item: { product_id: meiProducts[0]!, quantity: 1 } },
    ben,
  );

  // POS sales over the last 21 days, oldest first; a fixed pseudo-random sequence so every seed is the same
  let rand = 20_260_101;
  const next = () => {
    rand = (rand * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rand / 2_147_483_648;
  };
  let sales = 0;
  for (let day = 21; day >= 0; day--) {
    for (const [seller, catalogue] of [
      [mei, meiProducts],
      [kenji, kenjiProducts],
    ] as const) {
      const count = Math.floor(next() * 3); // 0–2 sales a day each
      for (let i = 0; i < count; i++) {
        const when = Math.min(
          now - 10 * 60_000,
          startOfHkDay(now - day * DAY) + Math.floor((10 + next() * 8) * HOUR),
        );
        const lineCount = 1 + Math.floor(next() * 2);
        const picked = [
          ...new Set(
            Array.from({ length: lineCount }, () => catalogue[Math.floor(next() * catalogue.length)]!),
          ),
        ];
        const methods = ['cash', ...codes[seller.id]!];
        const method = methods[Math.floor(next() * methods.length)]!;
        if (await posSale(at(when), seller, picked, method, `seed-pos-${++key}`)) sales += 1;
      }
    }
  }
  // Mei's shift yesterday (docs/decisions/0279-shifts-and-cash-moves.md): a $500 float at 9:30, $50 taken out for
  // lunch at 13:00, closed at 19:00 with the drawer counted to the cent
  const yesterday = startOfHkDay(now - DAY);
  await at(yesterday + 9.5 * HOUR).shifts.open({ float: 500, idempotency_key: `seed-shift-${++key}` }, mei);
  await at(yesterday + 13 * HOUR).shifts.cashMove(
    { amount: -50, reason: 'Lunch', idempotency_key: `seed-shift-${++key}` },
    mei,
  );
  const shiftSoFar = await at(yesterday + 19 * HOUR).shifts.report(undefined, mei);
  await at(yesterday + 19 * HOUR).shifts.close(
    { counted: shiftSoFar.shift!.expected_cash, idempotency_key: `seed-shift-${++key}` },
    mei,
  );
  // three days ago, so today's figures and the latest sale (refunded by the after-sale seed) stay as they were
  if (await weighedSale(ctx, at(startOfHkDay(now - 3 * DAY) + 11 * HOUR), mei, `seed-pos-${++key}`))
    sales += 1;
  // two days ago at noon, a customer pays part by FPS and the rest in cash with change: the sales list shows a split
  // sale, its receipt each method (docs/decisions/0281-split-payments.md)
  if (
    await splitSale(at(startOfHkDay(now - 2 * DAY) + 12 * HOUR), mei, meiProducts, codes[mei.id]![0]!, ++key)
  )
    sales += 1;
  // a market day without signal four days ago: a sale paid by Mei's FPS code on the offline till, synced later. She
  // could not see the money arrive, so it waits on /mySale under "To check" (docs/decisions/0276-fps-offline-to-check.md)
  await ordersService.offlineSales.record(
    {
      idempotency_key: `seed-offline-fps-${++key}`,
      method: codes[mei.id]![0]!,
      sold_at: startOfHkDay(now - 4 * DAY) + 15 * HOUR,
      items: [
        { product_id: meiProducts[0]!, quantity: 1 },
        { product_id: meiProducts[2]!, quantity: 1 },
      ],
    },
    mei,
  );
  sales += 1;
  ctx.log(
    `Orders seed: 5 payment codes, 6 online orders, 2 carts, ${sales} POS sales (one FPS sale to check, one split FPS + cash), Mei’s shift yesterday.`,
  );
}

/** One POS sale of one unit of each product; false when the stock ran out (the draft is discarded). */
async function posSale(
  o: OrdersService,
  seller: SessionUser,
  productIds: string[],
  method: string,
  key: string,
) {
  const { order_id } = await o.carts
    .create({ order_type: 'POS-Sell', item: { product_id: productIds[0]!, quantity: 1 } }, seller)
    .catch((err: unknown) => {
      if (err instanceof AppError) return { order_id: '' };
      throw err;
    });
  if (!order_id) return false;
  try {
    if (productIds.length > 1) {
      await o.carts.update(
        { id: order_id, items: productIds.map((id) => ({ product_id: id, quantity: 1 })) },
        seller,
      );
    }
    await o.payments.record({ id: order_id, method, idempotency_key: key }, seller);
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await o.fulfilment.cancel(order_id, seller);
    return false;
  }
}

/**
 * A split sale at Mei's stall (docs/decisions/0281-split-payments.md): two of her products, FPS paying all but the
 * last whole $10s, which she takes in cash from a note larger than that (change given). The cash share is a whole
 * $10, so nothing is rounded. False when the stock ran out or the bill is under $20.
 */
async function splitSale(
  o: OrdersService,
  mei: SessionUser,
  products: readonly string[],
  fps: string,
  key: number,
): Promise<boolean> {
  const picked = products.slice(0, 2);
  if (picked.length === 0) return false;
  const { order_id } = await o.carts
    .create({ order_type: 'POS-Sell', item: { product_id: picked[0]!, quantity: 1 } }, mei)
    .catch((err: unknown) => {
      if (err instanceof AppError) return { order_id: '' };
      throw err;
    });
  if (!order_id) return false;
  try {
    const order = await o.carts.update(
      { id: order_id, items: picked.map((id) => ({ product_id: id, quantity: 1 })) },
      mei,
    );
    const bill = toCents(order.total);
    // the cash share: about half the bill in whole $10s; FPS the rest to the cent
    const cash = Math.floor(bill / 2 / 1000) * 1000;
    if (cash <= 0) {
      await o.fulfilment.cancel(order_id, mei);
      return false;
    }
    const handed = (Math.floor(cash / 5000) + 1) * 5000;
    await o.payments.record(
      {
        id: order_id,
        payments: [
          { method: fps, amount: fromCents(bill - cash) },
          { method: 'cash', amount: fromCents(handed) },
        ],
        idempotency_key: `seed-split-${key}`,
      },
      mei,
    );
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await o.fulfilment.cancel(order_id, mei);
    return false;
  }
}

/**
 * The seller's products sold by the piece with at least 5 in stock, in catalogue order; open-price ones (priced at
 * the till), weighed ones (sold by weight, seeded by weighedSale) and ones with variants left out.
 */
async function inStock(ctx: SeedContext, seller: SessionUser): Promise<string[]> {
  const rows = await ctx.services.products.list(
    listProducts.input.parse({ mine: true, limit: 100, sort: 1 }),
    seller,
  );
  // a product with variants is sold as one of them: left out here (decision 0236)
  return rows
    .filter((p) => p.quantity >= 5 && !p.open_price && p.unit === 'piece' && p.variants.length === 0)
    .map((p) => p.id);
}

/**
 * A morning sale at Mei's stall: loose scallops weighed at 0.5 kg (0.827 catty), a tael pack of tea, and $10 off
 * the bill for a regular (decisions 0232, 0233): the sales list and receipt show a weighed line and a discount. Paid
 * in cash, its total is rounded to 10¢ on a row of its own (docs/decisions/0264-cash-rounding.md).
 */
async function weighedSale(
  ctx: SeedContext,
  o: OrdersService,
  mei: SessionUser,
  key: string,
): Promise<boolean> {
  const rows = await ctx.services.products.list(
    listProducts.input.parse({ mine: true, limit: 100, sort: 1 }),
    mei,
  );
  const weighed = rows.filter((p) => p.unit !== 'piece' && p.quantity >= 2);
  if (weighed.length < 2) return false;
  const [scallops, tea] = weighed as [(typeof rows)[0], (typeof rows)[0]];
  const { order_id } = await o.carts.create(
    { order_type: 'POS-Sell', item: { product_id: scallops._id, quantity: 0.5, unit: 'kg' } },
    mei,
  );
  await o.carts.update(
    {
      id: order_id,
      items: [
        { product_id: scallops._id, quantity: 0.5, unit: 'kg' },
        { product_id: tea._id, quantity: 2 },
      ],
      discount: { amount: 10 },
    },
    mei,
  );
  await o.payments.record({ id: order_id, method: 'cash', idempotency_key: key }, mei);
  return true;
}

function startOfHkDay(ms: number): number {
  const offset = 8 * HOUR;
  return Math.floor((ms + offset) / DAY) * DAY - offset;
}

/**
 * A real, scannable QR code for a demo payment code. It encodes a clearly-marked demo text, not a
 * payable FPS/PayMe payload, so a curious tester who scans it pays nobody.
 */
export async function demoQrPng(label: string, sellerName: string): Promise<Buffer> {
  return QRCode.toBuffer(`DEMO ONLY - ${label} - ${sellerName} (Stallfeed demo data, not a payment code)`, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 12,
  });
}
