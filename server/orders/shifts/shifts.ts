import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { fromCents, toCents } from '../../../contract/money';
import { shiftCash } from '../../../contract/shift-figures';
import type { ShiftReport, ShiftSummary, shiftCashMove } from '../../../contract/shifts';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { AppError, localized } from '../../http/app-error';
import type { SessionUser } from '../../http/context';
import { requirePermission, staffIdOf } from '../../staff/permissions';
import { formatHk } from '../core/hk-time';
import type { OrdersDeps } from '../core/orders-deps';
import type { Cents, DayCloses } from '../day-close/day-close';
import { jsonAnswer, withIdempotency } from '../idempotency/idempotency';
import type { ShiftRepository, ShiftRow } from './repository';

type MoveInput = z.output<typeof shiftCashMove.input>;

const PAGE = 20;

const alreadyOpen = () =>
  new AppError(
    'conflict',
    localized(
      'A shift is already open. Close it before opening another.',
      '已有一個更次未結束。請先結束它，再開新的更次。',
      '已有一个班次未结束。请先结束它，再开新的班次。',
    ),
  );
const noneOpen = () =>
  new AppError(
    'conflict',
    localized(
      'No shift is open. Open a shift with the float first.',
      '未有開更。請先以備用金開更。',
      '未有开班。请先以备用金开班。',
    ),
  );

/**
 * Shifts of the cash drawer (docs/decisions/0279-shifts-and-cash-moves.md): one open shift per seller, cash moves
 * in it, a close with the count. The report's sales come from the orders by the shift's time span through the day
 * close's own figures (DayCloses.figuresBetween), and its cash from contract/shift-figures.ts.
 */
export class Shifts {
  constructor(
    private readonly deps: Pick<OrdersDeps, 'now' | 'keys'>,
    private readonly repo: ShiftRepository,
    private readonly closes: Pick<DayCloses, 'figuresBetween'>,
  ) {}

  async open(input: { float: number; idempotency_key?: string | undefined }, user: SessionUser) {
    return this.write(user, 'shift_open', input, async (trx) => {
      if (await this.repo.open(user.id, trx)) throw alreadyOpen();
      const now = this.deps.now();
      const row: ShiftRow = {
        id: newId(now),
        seller_id: user.id,
        open_seller_id: user.id,
        staff_id: staffIdOf(user),
        opened_at: now,
        closed_at: null,
        float_cents: toCents(input.float),
        counted_cents: null,
      };
      await this.repo.insert(row, trx);
      return row.id;
    });
  }

  async cashMove(input: MoveInput, user: SessionUser) {
    return this.write(user, 'shift_cash_move', input, async (trx) => {
      const shift = await this.repo.open(user.id, trx);
      if (!shift) throw noneOpen();
      const now = this.deps.now();
      await this.repo.addMove(
        {
          id: newId(now),
          shift_id: shift.id,
          seller_id: user.id,
          amount_cents: toCents(input.amount),
          reason: input.reason,
          at: now,
          staff_id: staffIdOf(user),
        },
        trx,
      );
      return shift.id;
    });
  }

  async close(input: { counted: number; idempotency_key?: string | undefined }, user: SessionUser) {
    requirePermission(user, 'close_day');
    return this.write(user, 'shift_close', input, async (trx) => {
      const shift = await this.repo.open(user.id, trx);
      if (!shift) throw noneOpen();
      if (!(await this.repo.close(shift.id, toCents(input.counted), this.deps.now(), staffIdOf(user), trx)))
        throw noneOpen();
      return shift.id;
    });
  }

  async report(shiftId: string | undefined, user: SessionUser): Promise<{ shift: ShiftReport | null }> {
    const row = shiftId ? await this.repo.find(user.id, shiftId) : await this.repo.open(user.id);
    if (shiftId && !row) throw new AppError('notFound');
    return { shift: row ? await this.reportOf(row) : null };
  }

  async list(cursor: string | null | undefined, user: SessionUser) {
    const rows = await this.repo.page(user.id, cursor ?? null, PAGE + 1);
    const page = rows.slice(0, PAGE);
    const items: ShiftSummary[] = page.map((r) => ({
      _id: r.id,
      opened_at: formatHk(Number(r.opened_at)),
      closed_at: r.closed_at === null ? null : formatHk(Number(r.closed_at)),
      float: fromCents(Number(r.float_cents)),
      counted_cash: r.counted_cents === null ? null : fromCents(Number(r.counted_cents)),
    }));
    return { items, next_cursor: rows.length > PAGE ? page[page.length - 1]!.id : null };
  }

  /** a write under its idempotency key when one came (a replay answers the same shift's report) */
  private async write(
    user: SessionUser,
    action: string,
    input: { idempotency_key?: string | undefined },
    work: (trx: Transaction<Database>) => Promise<string>,
  ): Promise<ShiftReport> {
    const run = async (trx: Transaction<Database>) => {
      try {
        return await work(trx);
      } catch (err) {
        if (isUniqueViolation(err)) throw alreadyOpen();
        throw err;
      }
    };
    let shiftId: string;
    if (input.idempotency_key) {
      ({ answer: shiftId } = await withIdempotency(
        this.deps.keys,
        { userId: user.id, key: input.idempotency_key, action, target: user.id, input },
        jsonAnswer<string>(),
        { prepare: async () => null, write: (trx) => run(trx) },
        this.deps.now(),
      ));
    } else {
      shiftId = await this.deps.keys.transaction(run).catch((err) => {
        throw isUniqueViolation(err) ? alreadyOpen() : err;
      });
    }
    const row = await this.repo.find(user.id, shiftId);
    return this.reportOf(row!);
  }

  private async reportOf(row: ShiftRow): Promise<ShiftReport> {
    const opened = Number(row.opened_at);
    const closed = row.closed_at === null ? null : Number(row.closed_at);
    // an open shift's figures so far: everything up to and including now
    const until = closed ?? this.deps.now();
    const [figures, moves] = await Promise.all([
      this.closes.figuresBetween(row.seller_id, opened, until + 1),
      this.repo.moves(row.id),
    ]);
    const counted = row.counted_cents === null ? null : Number(row.counted_cents);
    const cash = shiftCash({
      floatCents: Number(row.float_cents),
      cashSalesCents: figures.cashSales,
      cashRefundsCents: figures.cashRefunds,
      movesCents: moves.map((m) => Number(m.amount_cents)),
      countedCents: counted,
    });
    return {
      _id: row.id,
      staff_id: row.staff_id,
      opened_at: formatHk(opened),
      closed_at: closed === null ? null : formatHk(closed),
      float: fromCents(Number(row.float_cents)),
      cash_sales: fromCents(figures.cashSales),
      cash_refunds: fromCents(figures.cashRefunds),
      cash_rounding: fromCents(figures.cashRounding),
      cash_in: fromCents(cash.cashInCents),
      cash_out: fromCents(cash.cashOutCents),
      moves: moves.map((m) => ({
        _id: m.id,
        amount: fromCents(Number(m.amount_cents)),
        reason: m.reason,
        at: formatHk(Number(m.at)),
      })),
      expected_cash: fromCents(cash.expectedCents),
      counted_cash: counted === null ? null : fromCents(counted),
      difference: cash.differenceCents === null ? null : fromCents(cash.differenceCents),
      sales: figures.sales,
      methods: methodsOf(figures),
      net: fromCents(figures.net),
    };
  }
}

/** takings per payment method: cash (its sales less its refunds) first, then each other method */
function methodsOf(f: Cents): ShiftReport['methods'] {
  return [
    { kind: 'cash', label: '', sales: f.cashSalesCount, amount: fromCents(f.cashSales - f.cashRefunds) },
    ...[...f.other.values()].map((o) => ({ ...o, amount: fromCents(o.amount) })),
  ];
}
