import iconv from 'iconv-lite';
import receiptline from 'receiptline';
import { describe, expect, it } from 'vitest';
import type { Receipt } from '../../../../contract/receipts';
import { formatAmount } from '../../../shared/units/amount';
import type { PrinterEncoding } from './cjk-bytes';
import { escposReceipt } from './escpos';
import { PAPER_COLUMNS, type Paper, type ReceiptLabels, receiptLines } from './receipt-layout';
import { textWidth } from './text-width';

/**
 * The printed bytes, read back the way a printer reads them (docs/decisions/0171-receipt-printing.md): every
 * command is recognised (an unknown one fails the test), text is decoded with iconv-lite (not with the table
 * the encoder built), and the same receipt rendered by receiptline, an independent renderer, prints the same
 * words on each line.
 */

const receipt: Receipt = {
  shop: { name: '美記海味 Mei’s Dried Goods', address: '12 Tai Yuen Street, Wan Chai', phone: '2345 6789' },
  sale_number: 'AB12CD34',
  order_type: 'POS-Sell',
  time: '2026-11-24 18:22:23',
  lines: [
    {
      name: '元貝 Dried scallops',
      quantity: 0.75,
      unit: 'catty',
      unit_price: 28,
      discount: 10,
      line_discount: 2.1,
      total: 18.9,
    },
    {
      name: '鐵觀音 Tieguanyin',
      quantity: 2,
      unit: 'piece',
      unit_price: 45,
      discount: 0,
      line_discount: 0,
      total: 90,
    },
  ],
  // the lines add up to the subtotal; the bill's 10 % is its own row (decision 0262), and the cash paid is rounded
  // to 10¢ on its own row (docs/decisions/0264-cash-rounding.md): 108.90 − 10.89 − 0.01 = 98.00
  subtotal: 108.9,
  discount: 10.89,
  delivery: 0,
  rounding: -0.01,
  total: 98,
  payment_method: { kind: 'cash', code_id: null, label: 'Cash' },
  refunds: [
    {
      refund_number: 'EF56GH78',
      time: '2026-11-24 19:01:00',
      total: 45,
      lines: [{ name: '鐵觀音 Tieguanyin', quantity: 1, total: 45 }],
      delivery: 0,
      rounding: 0,
    },
  ],
  net_total: 53,
};

const labels: ReceiptLabels = {
  receipt: '收據 Receipt',
  saleNumber: '#',
  subtotal: '小計 Subtotal',
  discount: '折扣 Discount',
  delivery: '運費 Delivery',
  rounding: '現金尾數調整 Cash rounding',
  total: '總計 Total',
  paidBy: '付款 Paid by',
  refund: '退款 Refund',
  netTotal: '淨額 Net',
  thanks: '多謝惠顧 Thank you',
  method: () => '現金 Cash',
  money: (n) => n.toFixed(2),
  amount: (q, unit) => formatAmount(q, unit, 'zh-HK'),
};

const LINK = 'https://stallfeed.example/receipt?t=AAAAAAAAAAAAAAAAAAAAAA';

interface ReadBack {
  commands: string[];
  lines: string[];
  qr: string[];
  /** true when the last command is a cut */
  endsWithCut: boolean;
}

/** A small ESC/POS reader: the commands a receipt may contain, and the text a printer would print. */
function readEscpos(bytes: Uint8Array, encoding: PrinterEncoding): ReadBack {
  const out: ReadBack = { commands: [], lines: [], qr: [], endsWithCut: false };
  let text: number[] = [];
  let chinese = false;
  let i = 0;
  const flush = () => {
    const decoded =
      encoding === 'ascii' ? Buffer.from(text).toString('latin1') : iconv.decode(Buffer.from(text), encoding);
    out.lines.push(decoded);
    text = [];
  };
  const command = (name: string, length: number) => {
    out.commands.push(name);
    out.endsWithCut = name.startsWith('cut');
    i += length;
  };
  while (i < bytes.length) {
    const b = bytes[i]!;
    const next = bytes[i + 1];
    if (b === 0x0a) {
      flush();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b && next === 0x40) command('initialize', 2);
    else if (b === 0x1b && next === 0x4d) command(`font ${bytes[i + 2]}`, 3);
    else if (b === 0x1b && next === 0x45) command(`bold ${bytes[i + 2]}`, 3);
    else if (b === 0x1b && next === 0x61) command(`align ${bytes[i + 2]}`, 3);
    else if (b === 0x1b && next === 0x74) command(`codepage ${bytes[i + 2]}`, 3);
    else if (b === 0x1d && next === 0x21) command(`size ${bytes[i + 2]}`, 3);
    else if (b === 0x1c && next === 0x26) {
      chinese = true;
      command('chinese on', 2);
    } else if (b === 0x1c && next === 0x2e) {
      chinese = false;
      command('chinese off', 2);
    } else if (b === 0x1d && next === 0x56) {
      const m = bytes[i + 2]!;
      command(m === 0 || m === 1 ? `cut ${m}` : `cut ${m} ${bytes[i + 3]}`, m === 0 || m === 1 ? 3 : 4);
    } else if (b === 0x1d && next === 0x28 && bytes[i + 2] === 0x6b) {
      // GS ( k pL pH cn fn …: a 2D code function; fn 80 (0x50) stores the data
      const length = bytes[i + 3]! + bytes[i + 4]! * 256;
      const fn = bytes[i + 6]!;
      if (fn === 0x50) out.qr.push(Buffer.from(bytes.slice(i + 8, i + 5 + length)).toString('latin1'));
      command(`2d code fn ${fn}`, 5 + length);
    } else if (b < 0x20) {
      throw new Error(`unknown command 0x${b.toString(16)} 0x${next?.toString(16)} at ${i}`);
    } else {
      if (b >= 0x80 && !chinese) throw new Error(`a two-byte character outside Chinese mode at ${i}`);
      text.push(b);
      i += 1;
    }
  }
  if (text.length > 0) flush();
  return out;
}

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
    '---',
    ...r.lines.flatMap((l) => [
      `|${esc(l.name)}`,
      `~~${labels.amount(l.quantity, l.unit)} x ${money(l.unit_price)}${l.unit === 'piece' ? '' : `/${labels.amount(1, l.unit).slice(2)}`}${l.line_discount ? ` \\-${money(l.line_discount)}` : ''} | ${money(l.total)}`,
    ]),
    '---',
    `${esc(labels.subtotal)} | ${money(r.subtotal)}`,
    `${esc(labels.discount)} | \\-${money(r.discount)}`,
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

const words = (line: string) => line.replace(/~/g, ' ').trim().split(/\s+/).filter(Boolean).join(' ');

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
      const ours = readEscpos(
        escposReceipt(receiptLines(receipt, labels, paper, LINK), encoding, columns),
        encoding,
      )
        .lines.map(words)
        .filter(Boolean);
      const theirs = (
        receiptline.transform(receiptlineDocument(receipt), {
          cpl: columns,
          encoding,
          command: 'text',
        }) as string
      )
        .split('\n')
        .map(words)
        .filter(Boolean)
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
