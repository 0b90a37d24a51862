import iconv from 'iconv-lite';
import type { Receipt } from '../../../../contract/receipts';
import { formatAmount } from '../../../shared/units/amount';
import type { PrinterEncoding } from './cjk-bytes';
import type { ReceiptLabels } from './receipt-layout';

/**
 * The printed bytes read back the way a printer reads them, for the tests (docs/decisions/0171-receipt-printing.md):
 * every command is recognised (an unknown one fails the test), and text is decoded with iconv-lite, not with the
 * table the encoder built.
 */

export interface ReadBack {
  commands: string[];
  lines: string[];
  qr: string[];
  /** true when the last command that moves paper is a cut */
  endsWithCut: boolean;
  /** ESC p m t1 t2: the cash drawer pulses */
  drawer: { m: number; t1: number; t2: number }[];
  /** GS k: the printer's own barcodes, by its symbology number m */
  barcodes: { m: number; data: string }[];
  /** GS v 0: raster bit images, `width` × `height` dots, rows of ⌈width / 8⌉ bytes, high bit leftmost, 1 black */
  rasters: { m: number; width: number; height: number; bits: Uint8Array }[];
}

/** A small ESC/POS reader: the commands a receipt may contain, and the text a printer would print. */
export function readEscpos(bytes: Uint8Array, encoding: PrinterEncoding): ReadBack {
  const out: ReadBack = {
    commands: [],
    lines: [],
    qr: [],
    endsWithCut: false,
    drawer: [],
    barcodes: [],
    rasters: [],
  };
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
    // the drawer's pulse prints nothing: a receipt it follows still ends with its cut
    if (!name.startsWith('drawer')) out.endsWithCut = name.startsWith('cut');
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
    else if (b === 0x1b && next === 0x70) {
      // ESC p m t1 t2: pulse the drawer kick connector (m) on t1 × 2 ms, off t2 × 2 ms
      const [m, t1, t2] = [bytes[i + 2]!, bytes[i + 3]!, bytes[i + 4]!];
      out.drawer.push({ m, t1, t2 });
      command(`drawer ${m} ${t1} ${t2}`, 5);
    } else if (b === 0x1d && next === 0x68) command(`barcode height ${bytes[i + 2]}`, 3);
    else if (b === 0x1d && next === 0x77) command(`barcode width ${bytes[i + 2]}`, 3);
    else if (b === 0x1d && next === 0x48) command(`barcode text ${bytes[i + 2]}`, 3);
    else if (b === 0x1d && next === 0x6b) {
      // GS k m …: function A (m 0–6) ends its data with NUL; function B (m 65–79) gives its length n first
      const m = bytes[i + 2]!;
      if (m <= 6) {
        const end = bytes.indexOf(0, i + 3);
        if (end < 0) throw new Error(`GS k without its NUL at ${i}`);
        out.barcodes.push({ m, data: Buffer.from(bytes.slice(i + 3, end)).toString('latin1') });
        command(`barcode ${m}`, end + 1 - i);
      } else if (m >= 65 && m <= 79) {
        const n = bytes[i + 3]!;
        out.barcodes.push({ m, data: Buffer.from(bytes.slice(i + 4, i + 4 + n)).toString('latin1') });
        command(`barcode ${m}`, 4 + n);
      } else throw new Error(`unknown barcode system ${m} at ${i}`);
    } else if (b === 0x1d && next === 0x76 && bytes[i + 2] === 0x30) {
      // GS v 0 m xL xH yL yH d1…dk: a raster bit image, x bytes across (8 dots each) and y dots down
      const m = bytes[i + 3]!;
      const rowBytes = bytes[i + 4]! + bytes[i + 5]! * 256;
      const height = bytes[i + 6]! + bytes[i + 7]! * 256;
      const k = rowBytes * height;
      if (m > 3 || i + 8 + k > bytes.length) throw new Error(`a GS v 0 image cut short at ${i}`);
      out.rasters.push({ m, width: rowBytes * 8, height, bits: bytes.slice(i + 8, i + 8 + k) });
      command(`raster ${m} ${rowBytes * 8}x${height}`, 8 + k);
    } else if (b === 0x1c && next === 0x26) {
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

/** The Web Storage interface over a Map (the unit tests run in Node, which has no localStorage). */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

/** A cash sale with Chinese names, a weighed line, discounts, rounding and a refund. */
export const receipt: Receipt = {
  shop: { name: '美記海味 Mei’s Dried Goods', address: '12 Tai Yuen Street, Wan Chai', phone: '2345 6789' },
  sale_number: 'AB12CD34',
  order_type: 'POS-Sell',
  time: '2026-11-24 18:22:23',
  served_by: 'Kit',
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
  // the lines add up to the subtotal; the bill's discount is its own row (decision 0262): the shop's $9.89 and 100
  // loyalty points ($1.00) on a row of their own (decision 0283); the cash paid is rounded to 10¢ on its own row
  // (docs/decisions/0264-cash-rounding.md): 108.90 − 9.89 − 1.00 − 0.01 = 98.00
  subtotal: 108.9,
  discount: 10.89,
  points_discount: 1,
  points_redeemed: 100,
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

export const labels: ReceiptLabels = {
  receipt: '收據 Receipt',
  saleNumber: '#',
  subtotal: '小計 Subtotal',
  discount: '折扣 Discount',
  points: (n) => `積分 Points (${n})`,
  stamps: '印花卡 Free item',
  loyalty: {
    pointsEarned: '今次積分 Points earned',
    pointsBalance: '積分結餘 Points balance',
    stampsEarned: '今次印花 Stamps earned',
    stampCard: '印花卡 Stamp card',
    stampsOf: (stamps, size) => `${stamps} of ${size}`,
    pointsWorth: (points, money) => `${points} (${money})`,
    count: (n) => n.toLocaleString('en-US'),
  },
  servedBy: (name) => `服務員 Served by ${name}`,
  delivery: '運費 Delivery',
  rounding: '現金尾數調整 Cash rounding',
  total: '總計 Total',
  paidBy: '付款 Paid by',
  refund: '退款 Refund',
  netTotal: '淨額 Net',
  thanks: '多謝惠顧 Thank you',
  method: () => '現金 Cash',
  partMethod: (m) => ({ cash: '現金 Cash', fps: '轉數快 FPS' })[m.kind as 'cash' | 'fps'] ?? m.label,
  tendered: '收款 Tendered',
  change: '找續 Change',
  money: (n) => n.toFixed(2),
  amount: (q, unit) => formatAmount(q, unit, 'zh-HK'),
};

export const LINK = 'https://stallfeed.example/receipt?t=AAAAAAAAAAAAAAAAAAAAAA';
