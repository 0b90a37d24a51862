import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DisplayScreen, DisplayStage } from '../../contract/displays';
import { type FpsIdentifier, fpsPayload } from '../../contract/fps-payload';
import { fromCents, toCents } from '../../contract/money';
import { orderBill } from '../../contract/order-bill';
import type { Order } from '../../contract/orders';
import { printedLine } from '../../contract/sale-figures';
import { newId } from '../db/ids';
import { AppError } from '../http/app-error';
import type { SessionUser } from '../http/context';
import type { DisplaysRepository, PairingRow } from './repository';

/** a pairing code is taken within 5 minutes */
export const CODE_TTL_MS = 5 * 60_000;
/** a display stays paired for a shift at most (16 hours), unless the seller unpairs it first */
export const TOKEN_TTL_MS = 16 * 3_600_000;
export const STREAM_TICKET_TTL_MS = 60_000;
/** the display's page (web/app/route-table.ts) */
export const DISPLAY_PAGE = '/display';
/** a seller's public shop page (web/features/shop/shops/shop-link.ts `shopPath`), the display's follow link */
export const shopPagePath = (sellerId: string) => `/shop?id=${encodeURIComponent(sellerId)}`;
/** the live stream's user key of a pairing: never a user id (those are newId()s), so only its display hears it */
export const displayChannel = (pairingId: string) => `display:${pairingId}`;

/** no 0/O, 1/I/L: read off a screen and typed without doubt */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export interface DisplaysDeps {
  repo: DisplaysRepository;
  now: () => number;
  /** the app's public address (PUBLIC_URL, or the server's own) */
  baseUrl: () => string;
  /** one of this seller's POS sales as she sees it, or null */
  posSaleOf: (saleId: string, sellerId: string) => Promise<Order | null>;
  shopNameOf: (sellerId: string) => Promise<string | null>;
  fpsOf: (sellerId: string) => Promise<FpsIdentifier | null>;
  /** the sale's receipt page path when the till made a link for it (never made here) */
  receiptPathOf: (saleId: string) => Promise<string | null>;
  /** tells these pairings' displays, on the event stream, to read their screen again */
  notify: (pairingIds: string[]) => void;
}

/**
 * The customer display (issue 53 item 1; docs/decisions/0278-customer-display.md): a till (a seller's session)
 * pairs displays by a one-use code; a display reads, with its token, what its own till said it shows.
 */
export class DisplaysService {
  constructor(private readonly deps: DisplaysDeps) {}

  async pair(user: SessionUser): Promise<{ code: string; url: string; expires_at: number }> {
    const now = this.deps.now();
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    const expiresAt = now + CODE_TTL_MS;
    await this.deps.repo.insert({
      id: newId(),
      seller_id: user.id,
      till_hash: user.tokenHash,
      code_hash: sha256(code),
      code_expires_at: expiresAt,
      token_hash: null,
      token_expires_at: null,
      stream_ticket_hash: null,
      stream_ticket_expires_at: null,
      sale_id: null,
      stage: null,
      fps_part_cents: null,
      created_at: now,
      unpaired_at: null,
    });
    const url = `${this.deps.baseUrl().replace(/\/$/, '')}${DISPLAY_PAGE}?code=${code}`;
    return { code, url, expires_at: expiresAt };
  }

  async claim(code: string): Promise<{ token: string; expires_at: number; shop_name: string | null }> {
    const now = this.deps.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + TOKEN_TTL_MS;
    const pairing = await this.deps.repo.claim(sha256(code), sha256(token), expiresAt, now);
    if (!pairing) throw new AppError('displayCodeInvalid');
    return { token, expires_at: expiresAt, shop_name: await this.deps.shopNameOf(pairing.seller_id) };
  }

  async unpair(user: SessionUser): Promise<{ message: string; unpaired: number }> {
    const ids = await this.deps.repo.unpair(user.id, user.tokenHash, this.deps.now());
    this.deps.notify(ids);
    return { message: 'Unpaired', unpaired: ids.length };
  }

  /** The till says what it shows: only its own POS sales. */
  async show(
    input: { sale_id: string | null; stage: DisplayStage; fps_amount?: number },
    user: SessionUser,
  ): Promise<{ displays: number }> {
    if (input.sale_id !== null && !(await this.deps.posSaleOf(input.sale_id, user.id))) {
      throw new AppError('notFound');
    }
    const ids = await this.deps.repo.show(
      user.id,
      user.tokenHash,
      input.sale_id,
      input.sale_id === null ? null : input.stage,
      this.deps.now(),
      input.stage === 'paying_fps' && input.fps_amount !== undefined ? toCents(input.fps_amount) : null,
    );
    this.deps.notify(ids);
    return { displays: ids.length };
  }

  /**
   * The till's sale was saved (started or its lines changed): its displays show it being rung up, told in the
   * same moment as the till's own answer rather than after the till's second call (`show`), which still comes and
   * moves the stages. Never throws: a display is a mirror, the sale never waits on it. Most tills have no display:
   * for them it is one read, not a write (which on SQLite would queue behind the sales being committed).
   */
  follow(user: SessionUser, saleId: string): void {
    const now = this.deps.now();
    this.deps.repo
      .tillHasDisplay(user.id, user.tokenHash, now)
      .then((paired) => (paired ? this.deps.repo.show(user.id, user.tokenHash, saleId, 'ringing', now) : []))
      .then((ids) => ids.length > 0 && this.deps.notify(ids))
      .catch(() => undefined);
  }

  async current(token: string): Promise<DisplayScreen> {
    const pairing = await this.deps.repo.byToken(sha256(token), this.deps.now());
    if (!pairing) return { ...EMPTY, paired: false };
    const [shopName, sale] = await Promise.all([
      this.deps.shopNameOf(pairing.seller_id),
      pairing.sale_id ? this.deps.posSaleOf(pairing.sale_id, pairing.seller_id) : null,
    ]);
    if (!sale || !isStage(pairing.stage)) return { ...EMPTY, paired: true, shop_name: shopName };
    return { ...(await this.screenOf(pairing, sale, pairing.stage)), shop_name: shopName };
  }

  async streamTicket(token: string): Promise<{ ticket: string; expires_in: number }> {
    const now = this.deps.now();
    const pairing = await this.deps.repo.byToken(sha256(token), now);
    if (!pairing) throw new AppError('notFound');
    const ticket = randomBytes(24).toString('base64url');
    await this.deps.repo.setStreamTicket(pairing.id, sha256(ticket), now + STREAM_TICKET_TTL_MS);
    return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 };
  }

  /** The live stream's side (server/notifications/live.ts): the channel a display's ticket opens, or null. */
  async redeemStreamTicket(ticket: string): Promise<string | null> {
    if (ticket.length === 0 || ticket.length > 100) return null;
    const id = await this.deps.repo.takeStreamTicket(sha256(ticket), this.deps.now());
    return id ? displayChannel(id) : null;
  }

  /** the sale's figures from the shared money rules (contract/sale-figures.ts), never re-derived */
  private async screenOf(pairing: PairingRow, sale: Order, stage: DisplayStage): Promise<DisplayScreen> {
    // the lines, the bill and its discount split into the shop's, the free item's and the points' rows
    // (contract/order-bill.ts; decisions 0283, 0289)
    const { sold, bill, off } = orderBill(sale);
    const totalCents = toCents(sale.total);
    // a split payment's FPS part, never more than the sale comes to
    const fpsCents = Math.min(Number(pairing.fps_part_cents ?? totalCents), totalCents);
    let fps: DisplayScreen['fps'] = null;
    if (stage === 'paying_fps' && fpsCents > 0) {
      const payee = await this.deps.fpsOf(pairing.seller_id);
      // the till draws the same payload: the sale's total, the sale's id as the reference (web/features/sell/fps)
      if (payee) {
        fps = {
          payload: fpsPayload({ payee, amountCents: fpsCents, reference: sale.order_id }),
          amount: fromCents(fpsCents),
        };
      }
    }
    const receiptPath = stage === 'done' ? await this.deps.receiptPathOf(sale.order_id) : null;
    const base = this.deps.baseUrl().replace(/\/$/, '');
    return {
      paired: true,
      shop_name: null,
      stage,
      lines: sale.items.map((item, i) => {
        const printed = printedLine(sold[i]!);
        return {
          name: item.name,
          quantity: item.quantity,
          unit: item.unit,
          unit_price: item.original_price,
          discount: fromCents(printed.discount_cents),
          amount: fromCents(printed.amount_cents),
        };
      }),
      subtotal: fromCents(bill.subtotal_cents),
      bill_discount: fromCents(bill.bill_discount_cents),
      points_discount: fromCents(off.points_cents),
      points_redeemed: sale.points_redeemed ?? 0,
      stamps_discount: fromCents(off.stamps_cents),
      total: fromCents(totalCents),
      fps,
      receipt_url: receiptPath ? `${base}${receiptPath}` : null,
      follow_url: stage === 'done' ? `${base}${shopPagePath(pairing.seller_id)}` : null,
    };
  }
}

const EMPTY: DisplayScreen = {
  paired: false,
  shop_name: null,
  stage: null,
  lines: [],
  subtotal: 0,
  bill_discount: 0,
  total: 0,
  fps: null,
  receipt_url: null,
  follow_url: null,
};

function isStage(stage: string | null): stage is DisplayStage {
  return stage === 'ringing' || stage === 'paying_fps' || stage === 'done';
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
