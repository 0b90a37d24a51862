import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../contract/receipts';
import { escposReceipt } from './escpos';
import { LINK, labels, readEscpos, receipt } from './escpos-reader.testing';
import { PAPER_COLUMNS, type Paper, receiptLines } from './receipt-layout';
import { printedWords, receiptlineWords, words } from './receiptline-words.testing';
import { textWidth } from './text-width';

/**
 * The printed bytes, read back the way a printer reads them (docs/decisions/0171-receipt-printing.md): every
 * command is recognised (an unknown one fails the test), text is decoded with iconv-lite (not with the table
 * the encoder built), and the same receipt rendered by receiptline, an independent renderer, prints the same
 * words on each line. The reader and the receipt are in ./escpos-reader.testing.ts, shared with the other tests.
 */

/** The same receipt in ReceiptLine markup, for receiptline to lay out by itself. */
function receiptlineDocument(r: Receipt): string {
  const esc = (s: string) => s.replace(/[\\|{}\-=~_"`^]/g, (c) => `\\${c}`);
  const money = (n: number) => n.toFixed(2);
  const rows = [
    `^^"${esc(r.shop.name)}"`,
    esc(r.shop.address ?? ''),
    esc(r.shop.phone ?? ''),
    '---',
    `${esc(labels.receipt)} | #${r.sale_number}`,
    `|${esc(r.time)} HKT`,
    ...(r.served_by ? [`|${esc(labels.servedBy(r.served_by))}`] : []),
    '---',
    ...r.lines.flatMap((l) => [
      `|${esc(l.name)}`,
      `~~${labels.amount(l.quantity, l.unit)} x ${money(l.unit_price)}${l.unit === 'piece' ? '' : `/${labels.amount(1, l.unit).slice(2)}`}${l.line_discount ? ` \\-${money(l.line_discount)}` : ''} | ${money(l.total)}`,
    ]),
    '---',
    `${esc(labels.subtotal)} | ${money(r.subtotal)}`,
    `${esc(labels.discount)} | \\-${money(r.discount - (r.points_discount ?? 0))}`,
    ...(r.points_discount
      ? [`${esc(labels.points(r.points_redeemed ?? 0))} | \\-${money(r.points_discount)}`]
      : []),
    ...(r.rounding === 0
      ? []
      : [`${esc(labels.rounding)} | ${r.rounding > 0 ? '+' : '\\-'}${money(Math.abs(r.rounding))}`]),
    `"${esc(labels.total)}" | "HK$${money(r.total)}"`,
    `${esc(labels.paidBy)} | ${esc(labels.method(r))}`,
    ...r.refunds.flatMap((f) => [
      '---',
      `${esc(labels.refund)} ${f.refund_number} | \\-${money(f.total)}`,
      `|${esc(f.time)} HKT`,
      ...f.lines.map((l) => `~~${l.quantity} x ${esc(l.name)} | \\-${money(l.total)}`),
    ]),
    `"${esc(labels.netTotal)}" | "HK$${money(r.net_total)}"`,
    '---',
    `{code:${LINK}; option:qrcode,6,m}`,
    esc(labels.thanks),
    '=',
  ];
  // a two-column row gives its amount exactly its width (our layout's rule: words, one space at least, the
  // amount); a one-column row takes the whole width
  const doc: string[] = [];
  for (const row of rows) {
    const pair = /^(?!\||\{)(.*[^\\])\|(.+)$/.exec(row);
    if (pair) {
      const amount = pair[2]!.trim().replace(/\\(.)/g, '$1').replace(/"/g, '');
      doc.push(`{width:*,${textWidth(amount)}}`);
    } else doc.push('{width:auto}');
    doc.push(row);
  }
  return `${doc.join('\n')}\n`;
}

describe('receipts on thermal printers', () => {
  for (const paper of Object.keys(PAPER_COLUMNS) as Paper[]) {
    it(`every printed line fits ${paper} paper (${PAPER_COLUMNS[paper]} columns, Chinese characters two wide)`, () => {
      const lines = receiptLines(receipt, labels, paper, LINK);
      const widths = lines.flatMap((l) => (l.kind === 'text' ? [textWidth(l.text)] : []));
      expect(Math.max(...widths)).toBeLessThanOrEqual(PAPER_COLUMNS[paper]);
      expect(widths.length).toBeGreaterThan(20);
    });
  }

  for (const encoding of ['big5', 'gb18030'] as const) {
    it(`${encoding}: the bytes read back as initialize, Chinese mode, the receipt's text, its QR code and a cut`, () => {
      const lines = receiptLines(receipt, labels, '58mm', LINK);
      const back = readEscpos(escposReceipt(lines, encoding, 32), encoding);
      expect(back.commands.slice(0, 4)).toEqual(['initialize', 'chinese off', 'font 0', 'chinese on']);
      expect(back.endsWithCut).toBe(true);
      expect(back.qr).toEqual([LINK]);
      const expected = lines.flatMap((l) => (l.kind === 'text' ? [l.text] : []));
      // printers print what the layout laid out, character for character (the trailing lines are the cut's feed)
      expect(back.lines.filter((l) => l !== '')).toEqual(expected.map((l) => l.replace('’', "'")));
      expect(back.lines.join('\n')).toContain('美記海味');
      // a weighed line with its unit (decision 0233)
      expect(back.lines.join('\n')).toContain('0.75 斤 x 28.00/斤 -2.10');
      expect(back.lines.join('\n')).toContain('HK$98.00');
      // who served her, under the time (decision 0280)
      expect(back.lines.join('\n')).toContain('服務員 Served by Kit');
    });
  }

  it('without a Chinese encoding the bytes stay ASCII and Chinese prints as question marks of the same width', () => {
    const lines = receiptLines(receipt, labels, '80mm', null);
    const bytes = escposReceipt(lines, 'ascii', 48);
    expect(bytes.every((b) => b < 0x80)).toBe(true);
    const back = readEscpos(bytes, 'ascii');
    expect(back.commands).not.toContain('chinese on');
    expect(back.qr).toEqual([]);
    expect(back.lines.join('\n')).toContain("???? Mei's Dried Goods");
  });

  for (const [paper, encoding] of [
    ['58mm', 'big5'],
    ['80mm', 'gb18030'],
  ] as const) {
    it(`${paper}, ${encoding}: receiptline lays out the same receipt with the same words on each line`, () => {
      const columns = PAPER_COLUMNS[paper];
      const ours = printedWords(
        escposReceipt(receiptLines(receipt, labels, paper, LINK), encoding, columns),
        encoding,
      );
      const theirs = receiptlineWords(receiptlineDocument(receipt), columns, encoding)
        // receiptline draws rules the full width, as ours; its text output has no QR code
        .map((l) => l.replace(/’/g, "'"));
      expect(ours).toEqual(theirs);
    });
  }
});

describe('an online order’s receipt with a delivery fee (docs/decisions/0248-delivery-fees.md)', () => {
  it('prints the fee before the total, and a refund that gave it back', () => {
    const delivered = {
      ...receipt,
      order_type: 'Online-Sell' as const,
      delivery: 30,
      rounding: 0,
      total: 465.6,
      refunds: [{ ...receipt.refunds[0]!, total: 75, delivery: 30 }],
      net_total: 53.01,
    };
    const text = receiptLines(delivered, labels, '80mm', null).flatMap((l) =>
      l.kind === 'text' ? [words(l.text)] : [],
    );
    const fee = text.indexOf('運費 Delivery 30.00');
    expect(fee).toBeGreaterThan(-1);
    expect(text[fee + 1]).toMatch(/^總計 Total HK\$465\.60$/);
    expect(text).toContain('運費 Delivery -30.00');
  });
});

describe('a cash-rounded receipt (docs/decisions/0264-cash-rounding.md)', () => {
  it('prints the rounding after the discount, before the total, and what a refund gave back of it', () => {
    const rounded = {
      ...receipt,
      discount: 0,
      subtotal: 451.35,
      rounding: 0.05,
      total: 451.4,
      refunds: [{ ...receipt.refunds[0]!, total: 150.5, rounding: 0.05 }],
      net_total: 300.9,
    };
    const text = receiptLines(rounded, labels, '80mm', null).flatMap((l) =>
      l.kind === 'text' ? [words(l.text)] : [],
    );
    const row = text.indexOf('現金尾數調整 Cash rounding +0.05');
    expect(row).toBeGreaterThan(-1);
    expect(text[row - 1]).toBe('小計 Subtotal 451.35');
    expect(text[row + 1]).toMatch(/^總計 Total HK\$451\.40$/);
    expect(text).toContain('現金尾數調整 Cash rounding -0.05');
  });
});

describe('a stamp card’s receipt (docs/decisions/0289-stamp-cards.md)', () => {
  it('prints the free item on its own row, out of the shop’s discount, before the total', () => {
    // $46.00 of a tart and a tea, the $8.00 tart free: the bill's whole discount is the free item
    const free = {
      ...receipt,
      subtotal: 46,
      discount: 8,
      points_discount: 0,
      points_redeemed: 0,
      stamps_discount: 8,
      rounding: 0,
      total: 38,
      refunds: [],
      net_total: 38,
    };
    const text = receiptLines(free, labels, '80mm', null).flatMap((l) =>
      l.kind === 'text' ? [words(l.text)] : [],
    );
    const row = text.indexOf('印花卡 Free item -8.00');
    expect(row).toBeGreaterThan(-1);
    expect(text[row - 1]).toBe('小計 Subtotal 46.00');
    expect(text[row + 1]).toMatch(/^總計 Total HK\$38\.00$/);
    expect(text.some((l) => l.startsWith('折扣 Discount'))).toBe(false);
  });
});

describe('a split sale’s receipt (docs/decisions/0281-split-payments.md)', () => {
  it('prints one line per payment part, the cash with what was handed over and the change, and a refund by part', () => {
    // $98.00 (rounded as the sample): FPS $50, cash $48 of $50 handed over, $2 change; $45 refunded to the cash
    const split: Receipt = {
      ...receipt,
      payment_method: { kind: 'split', code_id: null, label: 'FPS + Cash' },
      payments: [
        {
          seq: 0,
          method: { kind: 'fps', code_id: 'code1', label: 'FPS' },
          amount: 50,
          tendered: 50,
          change: 0,
          refunded: 0,
        },
        {
          seq: 1,
          method: { kind: 'cash', code_id: null, label: 'Cash' },
          amount: 48,
          tendered: 50,
          change: 2,
          refunded: 45,
        },
      ],
      refunds: [
        {
          ...receipt.refunds[0]!,
          parts: [{ seq: 1, method: { kind: 'cash', code_id: null, label: 'Cash' }, amount: 45 }],
        },
      ],
    };
    for (const [paper, encoding] of [
      ['58mm', 'big5'],
      ['80mm', 'gb18030'],
    ] as const) {
      const lines = receiptLines(split, labels, paper, null);
      const back = readEscpos(escposReceipt(lines, encoding, PAPER_COLUMNS[paper]), encoding);
      expect(Math.max(...back.lines.map(textWidth))).toBeLessThanOrEqual(PAPER_COLUMNS[paper]);
      const text = back.lines.map(words).filter(Boolean);
      const paidBy = text.findIndex((l) => l.startsWith('付款 Paid by'));
      expect(paidBy).toBeGreaterThan(-1);
      expect(text.slice(paidBy + 1, paidBy + 5)).toEqual([
        '轉數快 FPS 50.00',
        '現金 Cash 48.00',
        '收款 Tendered 50.00',
        '找續 Change 2.00',
      ]);
      // the parts add up to the total
      expect(text).toContain('總計 Total HK$98.00');
      expect(text).toContain('> 現金 Cash -45.00');
    }
    // a one-method sale prints no part lines
    const plain = receiptLines(receipt, labels, '80mm', null).flatMap((l) =>
      l.kind === 'text' ? [words(l.text)] : [],
    );
    expect(plain.some((l) => l.startsWith('收款 Tendered') || l.startsWith('> '))).toBe(false);
  });
});

describe('a receipt’s loyalty (docs/decisions/0283-loyalty.md, "On the receipt")', () => {
  it('prints what the sale earned and her balance as of it under the payment, before the refunds, on both papers', () => {
    const points: Receipt = { ...receipt, points_earned: 1800, points_balance: 12340 };
    for (const [paper, encoding] of [
      ['58mm', 'big5'],
      ['80mm', 'gb18030'],
    ] as const) {
      const lines = receiptLines(points, labels, paper, LINK);
      const back = readEscpos(escposReceipt(lines, encoding, PAPER_COLUMNS[paper]), encoding);
      expect(Math.max(...back.lines.map(textWidth))).toBeLessThanOrEqual(PAPER_COLUMNS[paper]);
      const text = back.lines.map(words).filter(Boolean);
      const paidBy = text.findIndex((l) => l.startsWith('付款 Paid by'));
      // the balance with what it is worth (one point is a cent): on a line of its own where the label leaves no room
      const balance =
        paper === '58mm'
          ? ['積分結餘 Points balance', '12,340 ($123.40)']
          : ['積分結餘 Points balance 12,340 ($123.40)'];
      expect(text.slice(paidBy + 1, paidBy + 3 + balance.length)).toEqual([
        '-'.repeat(PAPER_COLUMNS[paper]),
        '今次積分 Points earned 1,800',
        ...balance,
      ]);
      expect(text.findIndex((l) => l.startsWith('退款 Refund'))).toBeGreaterThan(paidBy + 2 + balance.length);
    }
  });

  it('a stamp card: stamps earned and "n of N"; without the balance (someone else holding the link) earned only', () => {
    const base: Receipt = { ...receipt, refunds: [], net_total: receipt.total };
    const stamps: Receipt = {
      ...base,
      stamps_earned: 2,
      stamps_card_size: 8,
      stamps_balance: 4,
    };
    const text = (r: Receipt) =>
      receiptLines(r, labels, '80mm', null).flatMap((l) => (l.kind === 'text' ? [words(l.text)] : []));
    expect(text(stamps)).toContain('今次印花 Stamps earned 2');
    expect(text(stamps)).toContain('印花卡 Stamp card 4 of 8');
    const { stamps_balance: _, ...earnedOnly } = stamps;
    expect(text(earnedOnly)).toContain('今次印花 Stamps earned 2');
    expect(text(earnedOnly).some((l) => l.startsWith('印花卡 Stamp card'))).toBe(false);
    // a sale without a customer prints none of them, nor the rule above them
    const plain = text(base);
    const rules = (t: string[]) => t.filter((l) => /^-+$/.test(l)).length;
    expect(plain.some((l) => /Points earned|Points balance|Stamps earned|Stamp card/.test(l))).toBe(false);
    expect(rules(plain)).toBe(rules(text(stamps)) - 1);
  });
});
