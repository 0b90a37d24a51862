import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import type { RefundSummary } from '../contract/order-refunds';
import type { Order } from '../contract/orders';
import { formatQuantity, UNIT_LABELS, type Unit } from '../contract/units';
import { secondPhone, useSession } from './fixtures/order-helpers';
import { callAsUser, registerByApi, type TestSession } from './fixtures/products-helpers';
import {
  amountOf,
  exact,
  expectTableFigure,
  type Kind,
  LINES,
  LOCALES,
  lineOf,
  money,
  perUnit,
  printedOf,
  receiptByApi,
  type Stall,
  setLocale,
  showOne,
  signed,
  stall,
  t,
  tillSaleByApi,
  weighed,
} from './fixtures/surface-matrix-helpers';
import { clippedMoney } from './support/money-clip';

// Issue 54, "Tests that must exist": the surface matrix. Four kinds of line — weighed, a variant, an open price
// and a discounted line — each read on every surface it appears on, in English and in Chinese (zh-HK), at 390 × 844,
// and every figure on the screen (line amounts, subtotal, discount, delivery, cash rounding, total, quantities with
// their unit) equal to the API's answer for the same cart, order or receipt (docs/decisions/0266-every-figure-agrees.md).
// The data is set up over the API; the screens are the subject. The figures are written out too (the API itself
// must give them: a test that only compared the screen with the API would pass on a wrong sum shown everywhere).

type Surface =
  | 'guest cart'
  | 'cart'
  | 'checkout'
  | 'shopper order'
  | 'seller order'
  | 'sale detail'
  | 'refund sheet'
  | 'receipt link'
  | 'print preview';

/**
 * The matrix: on which surfaces each kind of line appears. An open price is typed at the till (the market shows
 * "Price at the stall", docs/decisions/0231-open-price.md) and a seller's discounts are given at the till
 * (docs/decisions/0232-till-discounts.md): those two appear only on a till sale's surfaces. The seller's order page
 * and the receipt are read for an online order and for a till sale.
 */
const MATRIX: Record<Surface, { online: Kind[]; till: Kind[] }> = {
  'guest cart': { online: ['weighed', 'variant'], till: [] },
  cart: { online: ['weighed', 'variant'], till: [] },
  checkout: { online: ['weighed', 'variant'], till: [] },
  'shopper order': { online: ['weighed', 'variant'], till: [] },
  'seller order': {
    online: ['weighed', 'variant'],
    till: ['weighed', 'variant', 'openPrice', 'discounted'],
  },
  'sale detail': { online: [], till: ['weighed', 'variant', 'openPrice', 'discounted'] },
  'refund sheet': { online: [], till: ['weighed', 'variant', 'openPrice', 'discounted'] },
  'receipt link': {
    online: ['weighed', 'variant'],
    till: ['weighed', 'variant', 'openPrice', 'discounted'],
  },
  'print preview': {
    online: ['weighed', 'variant'],
    till: ['weighed', 'variant', 'openPrice', 'discounted'],
  },
};

const ONLINE_BILL = { subtotal: '$364.00', delivery: '$30.00', total: '$394.00' };
const TILL_BILL = { subtotal: '$531.50', discount: '−$53.15', rounding: '+$0.05', total: '$478.40' };

// ---------------------------------------------------------------------------------------------------------------
// the stall's online order, over the API (the stall, its till sale and the words: ./fixtures/surface-matrix-helpers)

const onlineItems = (s: Stall) => [
  { product_id: s.ids.weighed, quantity: LINES.weighed.online!.quantity },
  { product_id: s.ids.variant, variant_id: s.big, quantity: LINES.variant.online!.quantity },
];

async function cartByApi(request: APIRequestContext, s: Stall, buyer: TestSession): Promise<Order> {
  const [first, ...rest] = onlineItems(s);
  const draft = await callAsUser<{ order_id: string }>(request, buyer.token, '/res/order/create', {
    order_type: 'Online-Sell',
    item: first,
  });
  await callAsUser(request, buyer.token, '/res/order/update', {
    id: draft.order_id,
    items: [first, ...rest],
  });
  return (await callAsUser<{ order: Order }>(request, buyer.token, '/res/order/cart', {})).order;
}

async function addressByApi(request: APIRequestContext, buyer: TestSession) {
  return callAsUser<{ _id: string }>(request, buyer.token, '/user/info/add_address', {
    name: 'Chan Tai Man',
    phone: '+852 9000 0000',
    address: '1 Test Street, Central',
  });
}

/** an online order of the weight and the 500 g tin, delivered, paid */
async function onlineOrderByApi(request: APIRequestContext, s: Stall) {
  const buyer = await registerByApi(request, 'c');
  const cart = await cartByApi(request, s, buyer);
  const address = await addressByApi(request, buyer);
  const placed = await callAsUser<{ orders: { order_id: string }[] }>(
    request,
    buyer.token,
    '/res/order/checkout',
    {
      id: cart.order_id,
      address_id: address._id,
      idempotency_key: `e2e-matrix-${cart.order_id}`,
    },
  );
  const id = placed.orders[0]!.order_id;
  await callAsUser(request, s.seller.token, '/res/order/received_payment', {
    id,
    method: 'cash',
    idempotency_key: `e2e-matrix-paid-${id}`,
  });
  return { buyer, id };
}

/** the seller's back office is read on her phone and on a laptop (docs/decisions/0175-laptop-back-office.md) */
const SELLER_SCREENS = [
  { name: 'phone 390×844', use: {} },
  {
    name: 'laptop 1440×900',
    use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// the surfaces

for (const locale of LOCALES) {
  test(`carts and checkout: the weighed line and the tin read as the API's cart (${locale})`, async ({
    page: guestPage,
    browser,
  }) => {
    let page = guestPage;
    const s = await stall(page.request);
    // the guest's cart: what the shopper picked on the product pages, kept on the phone
    await page.goto('/language');
    await setLocale(page, locale);
    const addLabel = t(locale, 'market', 'addToCart');
    await page.goto(`/market-product?id=${s.ids.weighed}`);
    const stepper = page.getByRole('group', { name: /Loose scallops/ });
    const unit = UNIT_LABELS[locale].catty;
    // two quick taps from one step, 0.25 catty, as a shopper taps (each used to count from 1 while the page
    // seeded its first step: 1.5 catty)
    await stepper.getByRole('button').last().click();
    await stepper.getByRole('button').last().click();
    await expect(stepper.locator('output')).toHaveText(`0.75${unit}`);
    const cartLink = page.getByRole('link', { name: /cart|購物車/i }).first();
    await page.getByRole('button', { name: new RegExp(addLabel) }).click();
    await expect(cartLink).toContainText('1');
    await page.goto(`/market-product?id=${s.ids.variant}`);
    await page.getByRole('radio', { name: '500 g' }).check({ force: true });
    await page.getByRole('button', { name: new RegExp(addLabel) }).click();
    await expect(cartLink).toContainText('2');

    // the same lines in a logged-in shopper's cart, over the API: the answer both carts must show
    const buyer = await registerByApi(page.request, 'c');
    const cart = await cartByApi(page.request, s, buyer);
    await addressByApi(page.request, buyer);

    const readCart = async (surface: 'guest cart' | 'cart') => {
      await page.goto('/shoping');
      for (const kind of MATRIX[surface].online) {
        const l = lineOf(cart.items, s, kind);
        expectTableFigure(kind, 'online', l.total);
        const row = page.locator(`[data-cart-line="${l.variant_id ?? l.product_id}"]`);
        await expect(row.getByRole('heading', { level: 3 }), `${surface}: ${kind}`).toHaveText(l.name);
        // the price per unit, then the line's amount (a single tin's are the same figure)
        await expect(
          exact(row, `${money(l.original_price)}${perUnit(l.unit, locale)}`).first(),
        ).toBeVisible();
        await expect(row.locator('output')).toHaveText(
          weighed(l.unit)
            ? `${formatQuantity(l.quantity)}${UNIT_LABELS[locale][l.unit]}`
            : String(l.quantity),
        );
        await expect(exact(row, money(l.total)).last(), `${surface}: ${kind} amount`).toBeVisible();
      }
      await expect(exact(page.locator('main'), money(cart.total))).toBeVisible(); // the shop's subtotal
      expect(money(cart.total)).toBe(ONLINE_BILL.subtotal);
      expect(await clippedMoney(page), `${surface}: no amount cut`).toEqual([]);
    };
    await readCart('guest cart');
    // the shopper's own phone, logged in (a guest's cart on this one would join hers on login)
    page = await secondPhone(browser, test.info().project.use.baseURL);
    await useSession(page, buyer);
    await setLocale(page, locale);
    await readCart('cart');

    // checkout: each line's amount and quantity, the delivery fee, the shop's and the whole total
    await page.goto('/checkout');
    const group = page.getByRole('region', {
      name: t(locale, 'cart', 'sellerGroup', { name: cart.items[0]!.seller_name ?? '' }),
    });
    for (const kind of MATRIX.checkout.online) {
      const l = lineOf(cart.items, s, kind);
      const row = group.getByRole('listitem').filter({ hasText: l.name });
      await expect(exact(row, `×${amountOf(l.quantity, l.unit, locale)}`), `checkout: ${kind}`).toBeVisible();
      await expect(exact(row, money(l.total)), `checkout: ${kind} amount`).toBeVisible();
    }
    await expect(group.getByTestId('delivery-fee')).toHaveText(ONLINE_BILL.delivery);
    await expect(exact(group, ONLINE_BILL.total)).toBeVisible();
    await page.getByRole('button', { name: t(locale, 'cart', 'placeOrder') }).click();
    const placedList = page.getByRole('list', { name: t(locale, 'cart', 'placedList') });
    await expect(exact(placedList, ONLINE_BILL.total)).toBeVisible();
    // what checkout showed is what the order was placed at
    const orders = await callAsUser<{ items: Order[] }>(page.request, buyer.token, '/res/order/list', {
      role: 'buyer',
    });
    const placed = orders.items[0]!;
    expect([money(placed.delivery_fee), money(placed.total)]).toEqual([
      ONLINE_BILL.delivery,
      ONLINE_BILL.total,
    ]);
    await page.context().close();
  });

  test(`order pages: the shopper's and the seller's read as the API's order (${locale})`, async ({
    page,
  }) => {
    const s = await stall(page.request);
    const online = await onlineOrderByApi(page.request, s);
    const tillId = await tillSaleByApi(page.request, s);
    const readOrder = async (who: TestSession, id: string, channel: 'online' | 'till', surface: Surface) => {
      const order = await showOne(page.request, who.token, id);
      const { receipt } = await receiptByApi(page.request, s.seller.token, id);
      await useSession(page, who);
      await setLocale(page, locale);
      await page.goto(`/orderDetail?id=${id}`);
      for (const kind of MATRIX[surface][channel]) {
        const l = lineOf(order.items, s, kind);
        const printed = printedOf(receipt, l.name);
        expectTableFigure(kind, channel, printed.total);
        const row = page.getByRole('link', { name: t(locale, 'orders', 'lineDetail', { name: l.name }) });
        const off = printed.line_discount > 0 ? ` · −${money(printed.line_discount)}` : '';
        await expect(
          exact(
            row,
            `${money(l.original_price)}${perUnit(l.unit, locale)} × ${amountOf(l.quantity, l.unit, locale)}${off}`,
          ),
          `${surface} (${channel}): ${kind}`,
        ).toBeVisible();
        await expect(row.getByTestId('line-amount'), `${surface} (${channel}): ${kind} amount`).toHaveText(
          money(printed.total),
        );
      }
      await expect(page.getByTestId('order-subtotal')).toHaveText(money(receipt.subtotal));
      if (channel === 'online') {
        await expect(page.getByTestId('order-delivery-fee')).toHaveText(money(order.delivery_fee));
        await expect(page.getByTestId('order-discount')).toHaveCount(0);
        expect([money(receipt.subtotal), money(order.delivery_fee)]).toEqual([
          ONLINE_BILL.subtotal,
          ONLINE_BILL.delivery,
        ]);
      } else {
        await expect(page.getByTestId('order-discount')).toHaveText(`−${money(order.discount_amount)}`);
        await expect(page.getByTestId('order-rounding')).toHaveText(signed(order.rounding));
        expect([money(receipt.subtotal), `−${money(order.discount_amount)}`, signed(order.rounding)]).toEqual(
          [TILL_BILL.subtotal, TILL_BILL.discount, TILL_BILL.rounding],
        );
      }
      const totalRow = page
        .locator('dl > div')
        .filter({ has: exact(page.locator('dt'), t(locale, 'orders', 'total')) });
      await expect(totalRow.locator('dd')).toHaveText(money(order.total));
      expect(money(order.total)).toBe(channel === 'online' ? ONLINE_BILL.total : TILL_BILL.total);
      expect(await clippedMoney(page), `${surface} (${channel}): no amount cut`).toEqual([]);
    };
    await readOrder(online.buyer, online.id, 'online', 'shopper order');
    await readOrder(s.seller, online.id, 'online', 'seller order');
    await readOrder(s.seller, tillId, 'till', 'seller order');
  });

  for (const screen of SELLER_SCREENS)
    test.describe(screen.name, () => {
      test.use(screen.use);
      test(`the seller's sale detail and refund sheet read as the API's sale and refunds (${locale}, ${screen.name})`, async ({
        page,
      }) => {
        const s = await stall(page.request);
        const id = await tillSaleByApi(page.request, s);
        const order = await showOne(page.request, s.seller.token, id);
        await useSession(page, s.seller);
        await setLocale(page, locale);
        await page.goto(`/MySaleDetail?id=${id}`);
        await expect(exact(page.locator('main section').first(), money(order.total))).toBeVisible();
        expect(money(order.total)).toBe(TILL_BILL.total);
        await expect(page.getByTestId('sale-rounding')).toHaveText(signed(order.rounding));
        const dd = (card: Locator, label: string) =>
          card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
        for (const kind of MATRIX['sale detail'].till) {
          const l = lineOf(order.items, s, kind);
          const detail = await callAsUser<{ amount: number; unit: Unit; price: number; total: number }>(
            page.request,
            s.seller.token,
            '/res/order/product_detail',
            { order: id, product: l.variant_id ?? l.product_id },
          );
          const card = page.getByRole('article', { name: l.name });
          await expect(dd(card, t(locale, 'sales', 'detail.amount')), `sale detail: ${kind}`).toHaveText(
            amountOf(detail.amount, detail.unit, locale),
          );
          await expect(dd(card, t(locale, 'sales', 'detail.price'))).toContainText(
            `${money(detail.price)}${perUnit(detail.unit, locale)}`,
          );
          await expect(dd(card, t(locale, 'sales', 'detail.total')), `sale detail: ${kind} total`).toHaveText(
            money(detail.total),
          );
          expect(detail.total, `sale detail: ${kind} total is the order line's`).toBe(l.total);
          // the card reads as a sum: amount × price − the line's own discount − its share of the bill's = total
          const shareCents = Math.round((l.bill_discount_share ?? 0) * 100);
          const ownCents = Math.round((l.discount_amount ?? 0) * 100) - shareCents;
          if (ownCents > 0)
            await expect(card.getByTestId('line-discount')).toHaveText(`−${money(ownCents / 100)}`);
          else await expect(card.getByTestId('line-discount')).toHaveCount(0);
          await expect(card.getByTestId('line-bill-share')).toHaveText(`−${money(shareCents / 100)}`);
          expect(Math.round(detail.amount * detail.price * 100) - ownCents - shareCents).toBe(
            Math.round(detail.total * 100),
          );
        }

        expect(await clippedMoney(page), 'sale detail: no amount cut').toEqual([]);

        // the refund sheet: everything left, each line's refund and the cash back shown before the tap are what the
        // refund then records
        const before = await callAsUser<RefundSummary>(page.request, s.seller.token, '/res/order/refunds', {
          id,
        });
        await page.getByRole('button', { name: t(locale, 'refunds', 'refundButton') }).click();
        const sheet = page.getByRole('dialog', { name: t(locale, 'refunds', 'sheetTitle') });
        await sheet.getByRole('button', { name: t(locale, 'refunds', 'selectAll') }).click();
        for (const kind of MATRIX['refund sheet'].till) {
          const l = lineOf(before.lines, s, kind);
          const row = sheet.locator(`[data-refund-line="${l.name}"]`);
          const price = `${money(l.price)}${perUnit(l.unit, locale)}`;
          await expect(
            exact(
              row,
              weighed(l.unit)
                ? t(locale, 'refunds', 'lineInfoWeight', {
                    price,
                    left: amountOf(l.quantity, l.unit, locale),
                  })
                : t(locale, 'refunds', 'lineInfo', { price, left: l.quantity }),
            ),
            `refund sheet: ${kind}`,
          ).toBeVisible();
          await expect(row.getByTestId('line-paid'), `refund sheet: ${kind} paid`).toHaveText(
            t(locale, 'refunds', 'linePaid', {
              paid: money(l.total),
              bought: amountOf(l.quantity, l.unit, locale),
            }),
          );
          await expect(row.getByTestId('line-refund'), `refund sheet: ${kind} refund`).toHaveText(
            `−${money(l.total)}`,
          );
        }
        expect(await clippedMoney(page), 'refund sheet: no amount cut').toEqual([]);
        const submit = sheet.getByRole('button', {
          name: t(locale, 'refunds', 'submit', { amount: money(before.refundable) }),
        });
        await expect(submit).toBeVisible();
        expect(money(before.refundable)).toBe(TILL_BILL.total);
        await sheet.getByRole('textbox', { name: t(locale, 'refunds', 'reason') }).fill('Matrix');
        await submit.click();
        await expect(sheet).toBeHidden();
        const after = await callAsUser<RefundSummary>(page.request, s.seller.token, '/res/order/refunds', {
          id,
        });
        const refund = after.refunds[0]!;
        expect(money(refund.total)).toBe(money(before.refundable));
        for (const kind of MATRIX['refund sheet'].till) {
          const l = lineOf(before.lines, s, kind);
          expect(refund.lines.find((r) => r.name === l.name)?.total, `refunded ${kind}`).toBe(l.total);
        }
        await expect(page.getByTestId('refunded-total')).toHaveText(money(refund.total));
      });
    });

  test(`the refund sheet gives back part of a weighed line by weight, as the API then records it (${locale})`, async ({
    page,
  }) => {
    const s = await stall(page.request);
    const id = await tillSaleByApi(page.request, s);
    const before = await callAsUser<RefundSummary>(page.request, s.seller.token, '/res/order/refunds', {
      id,
    });
    const l = lineOf(before.lines, s, 'weighed');
    // the line paid $96.00 less its $9.60 share of the bill's 10 %: a third of its weight gives back a third
    expect(money(l.total)).toBe('$86.40');
    await useSession(page, s.seller);
    await setLocale(page, locale);
    await page.goto(`/MySaleDetail?id=${id}`);
    await page.getByRole('button', { name: t(locale, 'refunds', 'refundButton') }).click();
    const sheet = page.getByRole('dialog', { name: t(locale, 'refunds', 'sheetTitle') });
    await sheet
      .getByRole('textbox', { name: t(locale, 'refunds', 'weightOf', { name: l.name }) })
      .fill('0.25');
    const row = sheet.locator(`[data-refund-line="${l.name}"]`);
    await expect(row.getByTestId('line-refund')).toHaveText('−$28.80');
    await sheet.getByRole('textbox', { name: t(locale, 'refunds', 'reason') }).fill('Matrix');
    await sheet.getByRole('button', { name: t(locale, 'refunds', 'submit', { amount: '$28.80' }) }).click();
    await expect(sheet).toBeHidden();
    const after = await callAsUser<RefundSummary>(page.request, s.seller.token, '/res/order/refunds', { id });
    const refund = after.refunds[0]!;
    expect([refund.total, refund.lines.map((r) => [r.name, r.quantity, r.total])]).toEqual([
      28.8,
      [[l.name, 0.25, 28.8]],
    ]);
    await expect(page.getByTestId('refunded-total')).toHaveText(money(refund.total));
    // what is left of the line, with its unit
    await page.getByRole('button', { name: t(locale, 'refunds', 'refundButton') }).click();
    const price = `${money(l.price)}${perUnit(l.unit, locale)}`;
    await expect(
      exact(row, t(locale, 'refunds', 'lineInfoWeight', { price, left: amountOf(0.5, l.unit, locale) })),
    ).toBeVisible();
  });

  for (const channel of ['online', 'till'] as const)
    test(`the receipt link and its print preview read as the API's receipt: ${channel} (${locale})`, async ({
      page,
    }) => {
      const s = await stall(page.request);
      const id =
        channel === 'online'
          ? (await onlineOrderByApi(page.request, s)).id
          : await tillSaleByApi(page.request, s);
      const order = await showOne(page.request, s.seller.token, id);
      const { path, receipt } = await receiptByApi(page.request, s.seller.token, id);
      // a customer's phone: no login
      await page.goto('/language');
      await setLocale(page, locale);
      await page.addInitScript(() => {
        window.print = () => {};
      });
      await page.goto(path);
      const paper = page.getByRole('article', { name: t(locale, 'receipts', 'label') });
      const bill = [
        ...(receipt.discount > 0 || receipt.rounding !== 0
          ? [t(locale, 'receipts', 'subtotal') + money(receipt.subtotal)]
          : []),
        ...(receipt.discount > 0 ? [`${t(locale, 'receipts', 'discount')}−${money(receipt.discount)}`] : []),
        ...(receipt.delivery > 0 ? [t(locale, 'receipts', 'delivery') + money(receipt.delivery)] : []),
        ...(receipt.rounding !== 0 ? [t(locale, 'receipts', 'rounding') + signed(receipt.rounding)] : []),
        `${t(locale, 'receipts', 'total')}HK${money(receipt.total)}`,
        t(locale, 'receipts', 'paidBy') + t(locale, 'receipts', 'method.cash'),
      ].join('');
      if (channel === 'online')
        expect([money(receipt.delivery), money(receipt.total)]).toEqual([
          ONLINE_BILL.delivery,
          ONLINE_BILL.total,
        ]);
      else
        expect([
          money(receipt.subtotal),
          `−${money(receipt.discount)}`,
          signed(receipt.rounding),
          money(receipt.total),
        ]).toEqual([TILL_BILL.subtotal, TILL_BILL.discount, TILL_BILL.rounding, TILL_BILL.total]);
      const readPaper = async (surface: 'receipt link' | 'print preview') => {
        for (const kind of MATRIX[surface][channel]) {
          const printed = printedOf(receipt, lineOf(order.items, s, kind).name);
          expectTableFigure(kind, channel, printed.total);
          const off = printed.line_discount > 0 ? ` −${money(printed.line_discount)}` : '';
          await expect(
            paper.getByRole('listitem').filter({ hasText: printed.name }),
            `${surface} (${channel}): ${kind}`,
          ).toHaveText(
            `${printed.name}${amountOf(printed.quantity, printed.unit, locale)} × ${money(printed.unit_price)}${perUnit(printed.unit, locale)}${off}${money(printed.total)}`,
          );
        }
        await expect(paper.locator('dl').first(), `${surface} (${channel}): the bill`).toHaveText(bill);
        await expect(paper.getByTestId('receipt-paper-total')).toBeVisible();
      };
      await readPaper('receipt link');
      expect(await clippedMoney(page), 'receipt link: no amount cut').toEqual([]);
      // printed on a 58 mm roll: the receipt alone, with the same figures
      await page.getByText(t(locale, 'receipts', 'papers.58mm')).click();
      await page.getByRole('button', { name: t(locale, 'receipts', 'print') }).click();
      await page.setViewportSize({ width: 219, height: 844 });
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: t(locale, 'receipts', 'print') })).toBeHidden();
      expect((await page.locator('#receipt-paper').boundingBox())?.width).toBeLessThanOrEqual(182);
      await readPaper('print preview');
    });
}
