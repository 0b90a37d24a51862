import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { DisplayScreen } from '../contract/displays';
import type { RefundSummary } from '../contract/order-refunds';
import type { Order } from '../contract/orders';
import type { Receipt } from '../contract/receipts';
import type { Unit } from '../contract/units';
import {
  memberByApi,
  paidSaleForByApi,
  startPointsByApi,
  startStampCardByApi,
  tillCustomerByApi,
} from './fixtures/loyalty-helpers';
import { secondPhone, useSession } from './fixtures/order-helpers';
import { callAsUser, registerByApi } from './fixtures/products-helpers';
import {
  amountOf,
  exact,
  expectTableFigure,
  type Kind,
  LOCALES,
  type Locale,
  lineOf,
  money,
  payTillSaleByApi,
  perUnit,
  printedOf,
  receiptByApi,
  type Stall,
  setLocale,
  showOne,
  signed,
  stall,
  t,
  tillDraftByApi,
  weighed,
} from './fixtures/surface-matrix-helpers';
import { clippedMoney } from './support/money-clip';

// The surface matrix (e2e/surface-matrix.spec.ts, docs/decisions/0266-every-figure-agrees.md) with loyalty: the
// matrix's till sale of the four kinds of line (its line discount and 10 % off the bill, paid in cash) sold to a
// member who redeems 1,500 points (docs/decisions/0283-loyalty.md: "Points (1,500) −$15.00" on a row of its own
// under the shop's discount), and to a member whose full stamp card makes one 150 g tin free (decision 0289: a
// free-item row). Each is read on the till sale's surfaces — the seller's order page, the receipt link and its print
// preview (with the receipt's "points earned / balance" or "stamps earned / card n of N"), the sale detail and the
// refund sheet, and for the free item the customer display while the sale is rung up — in English and zh-HK at
// 390 × 844, every figure equal to the API's answer and written out below as well.

const KINDS: Kind[] = ['weighed', 'variant', 'openPrice', 'discounted'];

type Loyalty = 'points' | 'stamps';

/**
 * The bills, as the API must give them. Both: lines $96.00 + $176.00 + $35.50 + $224.00 = $531.50, 10 % off the bill
 * −$53.15. Points: 1,500 of her 2,340 (three egg rolls at 10 % back) are −$15.00, so $463.35, paid in cash $463.40;
 * she earns 10 % of what she paid after her points (4,634: the cash total, its rounding included), so she has
 * 2,340 − 1,500 + 4,634 = 5,474. Stamps: the card is 5 tins of tea (filled by an earlier sale), the
 * cheapest tea on the bill (a 150 g tin, $88.00) is free, so $390.35, in cash $390.40; the other tin earns a stamp on
 * the emptied card (the free one earns none).
 */
const BILL: Record<
  Loyalty,
  { subtotal: string; shop: string; loyalty: string; rounding: string; draftTotal: string; total: string }
> = {
  points: {
    subtotal: '$531.50',
    shop: '−$53.15',
    loyalty: '−$15.00',
    rounding: '+$0.05',
    draftTotal: '$463.35',
    total: '$463.40',
  },
  stamps: {
    subtotal: '$531.50',
    shop: '−$53.15',
    loyalty: '−$88.00',
    rounding: '+$0.05',
    draftTotal: '$390.35',
    total: '$390.40',
  },
};
const POINTS = { before: 2340, redeemed: 1500, earned: 4634, balance: 5474 };
const STAMPS = { card: 5, earned: 1, balance: 1 };

// ---------------------------------------------------------------------------------------------------------------
// the stall's loyal customer and her sale, over the API

interface LoyalSale {
  s: Stall;
  customerId: string;
  draftId: string;
}

/** The matrix's stall running `loyalty`, a member with points to spend or a full card, and her sale (a draft). */
async function loyalDraftByApi(request: APIRequestContext, loyalty: Loyalty): Promise<LoyalSale> {
  const s = await stall(request);
  let customerId: string;
  if (loyalty === 'points') {
    await startPointsByApi(request, s.seller, 10);
    customerId = await tillCustomerByApi(request, s.seller, 'Ah Wing', '91234567');
    // three egg rolls, $234.00: 2,340 points
    await paidSaleForByApi(request, s.seller, customerId, { product_id: s.ids.discounted, quantity: 3 });
  } else {
    await startStampCardByApi(request, s.seller, STAMPS.card, { category: 'Tea' });
    const shopper = await registerByApi(request, 'c');
    customerId = await memberByApi(request, s.seller, shopper, 'Ah Mei', '92345678');
    // five 150 g tins fill her card
    await paidSaleForByApi(request, s.seller, customerId, {
      product_id: s.ids.variant,
      variant_id: s.small,
      quantity: STAMPS.card,
    });
  }
  const draftId = await tillDraftByApi(request, s, {
    customer_id: customerId,
    ...(loyalty === 'points' ? { redeem_points: POINTS.redeemed } : { redeem_stamps: true }),
  });
  return { s, customerId, draftId };
}

/** the loyalty row's words on the order page and the receipt, in the person's language */
function loyaltyLabel(loyalty: Loyalty, ns: 'orders' | 'receipts' | 'customerDisplay', locale: Locale) {
  const points = POINTS.redeemed.toLocaleString(locale);
  if (ns === 'orders')
    return loyalty === 'points'
      ? t(locale, 'orders', 'pointsDiscount', { points })
      : t(locale, 'orders', 'stampsDiscount');
  if (ns === 'receipts')
    return loyalty === 'points'
      ? t(locale, 'receipts', 'points', { points })
      : t(locale, 'receipts', 'stampCard');
  return loyalty === 'points'
    ? t(locale, 'customerDisplay', 'screen.points', { points })
    : t(locale, 'customerDisplay', 'screen.freeItem');
}

/** the API's bill split as its rows show it: the shop's discount, and the points' or the free item's part */
function rowsOf(
  bill: { discount: number; points_discount?: number; stamps_discount?: number },
  loyalty: Loyalty,
) {
  const part = (loyalty === 'points' ? bill.points_discount : bill.stamps_discount) ?? 0;
  return { shop: `−${money(Math.round((bill.discount - part) * 100) / 100)}`, loyalty: `−${money(part)}` };
}

// ---------------------------------------------------------------------------------------------------------------
// the surfaces

/** The customer display while the sale is rung up: its lines, subtotal, the shop's discount, the free item, total. */
async function readDisplay(
  browser: Browser,
  request: APIRequestContext,
  sale: LoyalSale,
  loyalty: Loyalty,
  locale: Locale,
) {
  const pairing = await callAsUser<{ url: string }>(request, sale.s.seller.token, '/res/display/pair', {});
  const display = await secondPhone(browser, test.info().project.use.baseURL);
  await display.goto('/language');
  await setLocale(display, locale);
  const url = new URL(pairing.url);
  await display.goto(`${url.pathname}${url.search}`);
  await expect(display.getByTestId('display-screen')).toHaveAttribute('data-live', 'true');
  await callAsUser(request, sale.s.seller.token, '/res/display/show', {
    sale_id: sale.draftId,
    stage: 'ringing',
  });
  const token = await display.evaluate(() => localStorage.getItem('stallfeed.display.token'));
  const screen = await callAsUser<DisplayScreen>(request, '', '/res/display/current', { token });
  const order = await showOne(request, sale.s.seller.token, sale.draftId);
  await expect(display.getByTestId('display-line')).toHaveCount(KINDS.length);
  for (const kind of KINDS) {
    const l = lineOf(order.items, sale.s, kind);
    const shown = screen.lines.find((x) => x.name === l.name)!;
    expectTableFigure(kind, 'till', shown.amount);
    const row = display.getByTestId('display-line').filter({ hasText: l.name });
    await expect(
      exact(row, `${amountOf(shown.quantity, shown.unit, locale)} × ${money(shown.unit_price)}`),
      `display: ${kind}`,
    ).toBeVisible();
    if (shown.discount > 0)
      await expect(
        exact(row, t(locale, 'customerDisplay', 'screen.lineDiscount', { amount: money(shown.discount) })),
      ).toBeVisible();
    await expect(row.getByTestId('display-line-amount'), `display: ${kind} amount`).toHaveText(
      money(shown.amount),
    );
  }
  const rows = rowsOf({ ...screen, discount: screen.bill_discount }, loyalty);
  expect([money(screen.subtotal), rows.shop, rows.loyalty, money(screen.total)]).toEqual([
    BILL[loyalty].subtotal,
    BILL[loyalty].shop,
    BILL[loyalty].loyalty,
    BILL[loyalty].draftTotal,
  ]);
  await expect(display.locator('dl').last(), 'display: the bill').toHaveText(
    [
      t(locale, 'customerDisplay', 'screen.subtotal') + money(screen.subtotal),
      t(locale, 'customerDisplay', 'screen.billDiscount') + rows.shop,
      loyaltyLabel(loyalty, 'customerDisplay', locale) + rows.loyalty,
      t(locale, 'customerDisplay', 'screen.total') + money(screen.total),
    ].join(''),
  );
  await expect(display.getByTestId(loyalty === 'points' ? 'display-points' : 'display-stamps')).toContainText(
    rows.loyalty,
  );
  await expect(display.getByTestId('display-total')).toHaveText(money(screen.total));
  expect(await clippedMoney(display), 'display: no amount cut').toEqual([]);
  await display.context().close();
}

/** The seller's order page of the paid sale: each line, the subtotal, the shop's discount, the loyalty row, total. */
async function readOrderPage(
  page: Page,
  sale: LoyalSale,
  order: Order,
  receipt: Receipt,
  loyalty: Loyalty,
  locale: Locale,
) {
  await page.goto(`/orderDetail?id=${sale.draftId}`);
  for (const kind of KINDS) {
    const l = lineOf(order.items, sale.s, kind);
    const printed = printedOf(receipt, l.name);
    expectTableFigure(kind, 'till', printed.total);
    const row = page.getByRole('link', { name: t(locale, 'orders', 'lineDetail', { name: l.name }) });
    const off = printed.line_discount > 0 ? ` · −${money(printed.line_discount)}` : '';
    await expect(
      exact(
        row,
        `${money(l.original_price)}${perUnit(l.unit, locale)} × ${amountOf(l.quantity, l.unit, locale)}${off}`,
      ),
      `seller order: ${kind}`,
    ).toBeVisible();
    await expect(row.getByTestId('line-amount'), `seller order: ${kind} amount`).toHaveText(
      money(printed.total),
    );
  }
  const rows = rowsOf({ ...order, discount: order.discount_amount }, loyalty);
  await expect(page.getByTestId('order-subtotal')).toHaveText(money(receipt.subtotal));
  await expect(page.getByTestId('order-discount')).toHaveText(rows.shop);
  const loyaltyRow = page.getByTestId(loyalty === 'points' ? 'order-points' : 'order-stamps');
  await expect(loyaltyRow).toHaveText(rows.loyalty);
  await expect(loyaltyRow.locator('xpath=preceding-sibling::dt[1]')).toHaveText(
    loyaltyLabel(loyalty, 'orders', locale),
  );
  await expect(page.getByTestId(loyalty === 'points' ? 'order-stamps' : 'order-points')).toHaveCount(0);
  await expect(page.getByTestId('order-rounding')).toHaveText(signed(order.rounding));
  const totalRow = page
    .locator('dl > div')
    .filter({ has: exact(page.locator('dt'), t(locale, 'orders', 'total')) });
  await expect(totalRow.locator('dd')).toHaveText(money(order.total));
  expect([
    money(receipt.subtotal),
    rows.shop,
    rows.loyalty,
    signed(order.rounding),
    money(order.total),
  ]).toEqual([
    BILL[loyalty].subtotal,
    BILL[loyalty].shop,
    BILL[loyalty].loyalty,
    BILL[loyalty].rounding,
    BILL[loyalty].total,
  ]);
  expect(await clippedMoney(page), 'seller order: no amount cut').toEqual([]);
}

/** The receipt link as the shop opens it, then its print preview on a 58 mm roll: lines, bill, loyalty rows. */
async function readReceipt(page: Page, path: string, receipt: Receipt, loyalty: Loyalty, locale: Locale) {
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await page.goto(path);
  const paper = page.getByRole('article', { name: t(locale, 'receipts', 'label') });
  const rows = rowsOf(receipt, loyalty);
  const bill = [
    t(locale, 'receipts', 'subtotal') + money(receipt.subtotal),
    t(locale, 'receipts', 'discount') + rows.shop,
    loyaltyLabel(loyalty, 'receipts', locale) + rows.loyalty,
    t(locale, 'receipts', 'rounding') + signed(receipt.rounding),
    `${t(locale, 'receipts', 'total')}HK${money(receipt.total)}`,
    t(locale, 'receipts', 'paidBy') + t(locale, 'receipts', 'method.cash'),
  ].join('');
  const count = (n: number) => n.toLocaleString(locale);
  const earned =
    loyalty === 'points'
      ? [
          t(locale, 'receipts', 'loyalty.pointsEarned') + count(receipt.points_earned!),
          // her balance with what it is worth (one point is a cent)
          t(locale, 'receipts', 'loyalty.pointsBalance') +
            t(locale, 'receipts', 'loyalty.pointsWorth', {
              points: count(receipt.points_balance!),
              money: money(receipt.points_balance! / 100),
            }),
        ]
      : [
          t(locale, 'receipts', 'loyalty.stampsEarned') + count(receipt.stamps_earned!),
          t(locale, 'receipts', 'loyalty.stampCard') +
            t(locale, 'receipts', 'loyalty.stampsOf', {
              stamps: count(receipt.stamps_balance!),
              size: count(receipt.stamps_card_size!),
            }),
        ];
  expect([
    money(receipt.subtotal),
    rows.shop,
    rows.loyalty,
    signed(receipt.rounding),
    money(receipt.total),
  ]).toEqual([
    BILL[loyalty].subtotal,
    BILL[loyalty].shop,
    BILL[loyalty].loyalty,
    BILL[loyalty].rounding,
    BILL[loyalty].total,
  ]);
  if (loyalty === 'points')
    expect([receipt.points_redeemed, receipt.points_earned, receipt.points_balance]).toEqual([
      POINTS.redeemed,
      POINTS.earned,
      POINTS.balance,
    ]);
  else
    expect([receipt.stamps_earned, receipt.stamps_balance, receipt.stamps_card_size]).toEqual([
      STAMPS.earned,
      STAMPS.balance,
      STAMPS.card,
    ]);
  const readPaper = async (surface: 'receipt link' | 'print preview') => {
    for (const printed of receipt.lines) {
      const off = printed.line_discount > 0 ? ` −${money(printed.line_discount)}` : '';
      await expect(
        paper.getByRole('listitem').filter({ hasText: printed.name }),
        `${surface}: ${printed.name}`,
      ).toHaveText(
        `${printed.name}${amountOf(printed.quantity, printed.unit, locale)} × ${money(printed.unit_price)}${perUnit(printed.unit, locale)}${off}${money(printed.total)}`,
      );
    }
    await expect(paper.locator('dl').first(), `${surface}: the bill`).toHaveText(bill);
    await expect(paper.locator('dl').nth(1), `${surface}: what she earned, her balance`).toHaveText(
      earned.join(''),
    );
  };
  await readPaper('receipt link');
  expect(await clippedMoney(page), 'receipt link: no amount cut').toEqual([]);
  await page.getByText(t(locale, 'receipts', 'papers.58mm')).click();
  await page.getByRole('button', { name: t(locale, 'receipts', 'print') }).click();
  await page.setViewportSize({ width: 219, height: 844 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: t(locale, 'receipts', 'print') })).toBeHidden();
  await readPaper('print preview');
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * The sale detail (each line's share of the bill's discount, the points or the free item included) and the refund
 * sheet giving everything back: what it shows is what the refund records, and her points or card come back.
 */
async function readSaleDetailAndRefund(
  page: Page,
  request: APIRequestContext,
  sale: LoyalSale,
  order: Order,
  loyalty: Loyalty,
  locale: Locale,
) {
  const { s, draftId: id } = sale;
  await page.goto(`/MySaleDetail?id=${id}`);
  await expect(exact(page.locator('main section').first(), money(order.total))).toBeVisible();
  await expect(page.getByTestId('sale-rounding')).toHaveText(signed(order.rounding));
  const dd = (card: ReturnType<Page['getByRole']>, label: string) =>
    card.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  let shares = 0;
  for (const kind of KINDS) {
    const l = lineOf(order.items, s, kind);
    const detail = await callAsUser<{ amount: number; unit: Unit; price: number; total: number }>(
      request,
      s.seller.token,
      '/res/order/product_detail',
      { order: id, product: l.variant_id ?? l.product_id },
    );
    const card = page.getByRole('article', { name: l.name });
    await expect(dd(card, t(locale, 'sales', 'detail.amount')), `sale detail: ${kind}`).toHaveText(
      amountOf(detail.amount, detail.unit, locale),
    );
    await expect(dd(card, t(locale, 'sales', 'detail.total')), `sale detail: ${kind} total`).toHaveText(
      money(detail.total),
    );
    expect(detail.total, `sale detail: ${kind} total is the order line's`).toBe(l.total);
    const shareCents = Math.round((l.bill_discount_share ?? 0) * 100);
    const ownCents = Math.round((l.discount_amount ?? 0) * 100) - shareCents;
    await expect(card.getByTestId('line-bill-share'), `sale detail: ${kind} share`).toHaveText(
      `−${money(shareCents / 100)}`,
    );
    expect(Math.round(detail.amount * detail.price * 100) - ownCents - shareCents).toBe(
      Math.round(detail.total * 100),
    );
    shares += shareCents;
  }
  // the lines' shares add up to the shop's discount and the points or the free item together
  expect(money(shares / 100)).toBe(money(order.discount_amount));
  expect(await clippedMoney(page), 'sale detail: no amount cut').toEqual([]);

  const before = await callAsUser<RefundSummary>(request, s.seller.token, '/res/order/refunds', { id });
  expect(money(before.refundable)).toBe(BILL[loyalty].total);
  await page.getByRole('button', { name: t(locale, 'refunds', 'refundButton') }).click();
  const sheet = page.getByRole('dialog', { name: t(locale, 'refunds', 'sheetTitle') });
  await sheet.getByRole('button', { name: t(locale, 'refunds', 'selectAll') }).click();
  for (const kind of KINDS) {
    const l = lineOf(before.lines, s, kind);
    const row = sheet.locator(`[data-refund-line="${l.name}"]`);
    const price = `${money(l.price)}${perUnit(l.unit, locale)}`;
    await expect(
      exact(
        row,
        weighed(l.unit)
          ? t(locale, 'refunds', 'lineInfoWeight', { price, left: amountOf(l.quantity, l.unit, locale) })
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
  await sheet.getByRole('textbox', { name: t(locale, 'refunds', 'reason') }).fill('Matrix');
  await submit.click();
  await expect(sheet).toBeHidden();
  const after = await callAsUser<RefundSummary>(request, s.seller.token, '/res/order/refunds', { id });
  const refund = after.refunds[0]!;
  expect(money(refund.total)).toBe(BILL[loyalty].total);
  for (const kind of KINDS) {
    const l = lineOf(before.lines, s, kind);
    expect(refund.lines.find((r) => r.name === l.name)?.total, `refunded ${kind}`).toBe(l.total);
  }
  await expect(page.getByTestId('refunded-total')).toHaveText(money(refund.total));
  // everything back: the points she spent come back and those the sale earned go; a full card is hers again
  const her = await callAsUser<{ points: number; stamps?: number }>(
    request,
    s.seller.token,
    '/res/customer/get',
    {
      customer_id: sale.customerId,
    },
  );
  if (loyalty === 'points') expect(her.points).toBe(POINTS.before);
  else expect(her.stamps).toBe(STAMPS.card);
}

for (const locale of LOCALES)
  for (const loyalty of ['points', 'stamps'] as const)
    test(`a till sale with ${loyalty === 'points' ? 'points redeemed' : "a full card's free item"}: every till surface reads as the API (${locale})`, async ({
      page,
      browser,
    }) => {
      test.slow();
      const sale = await loyalDraftByApi(page.request, loyalty);
      const { s, draftId: id } = sale;
      // the customer display follows the sale while it is rung up, before it is paid
      if (loyalty === 'stamps') await readDisplay(browser, page.request, sale, loyalty, locale);
      await payTillSaleByApi(page.request, s, id);
      const order = await showOne(page.request, s.seller.token, id);
      // the shop's session reads the receipt with her balance, as the till's paper does
      const { path, receipt } = await receiptByApi(page.request, s.seller.token, id, s.seller.token);
      await useSession(page, s.seller);
      await setLocale(page, locale);
      await readOrderPage(page, sale, order, receipt, loyalty, locale);
      await readReceipt(page, path, receipt, loyalty, locale);
      await readSaleDetailAndRefund(page, page.request, sale, order, loyalty, locale);
    });
