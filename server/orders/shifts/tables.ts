/**
 * Shifts of the cash drawer and the cash moved in them (docs/decisions/0279-shifts-and-cash-moves.md). A shift
 * stores only what the seller enters (float, moves, count); its sales are read from the orders by its time span.
 */
export interface PosShiftsTable {
  id: string;
  seller_id: string;
  /** the seller's id while open, null once closed: a unique index keeps one open shift per seller */
  open_seller_id: string | null;
  /** the staff member who opened it: always null until staff exist (issue 56 item 1) */
  staff_id: string | null;
  opened_at: number;
  /** null while open; one open shift per seller */
  closed_at: number | null;
  float_cents: number;
  counted_cents: number | null;
  /** the staff member who closed it (decision 0280) */
  closed_by?: string | null;
}

export interface PosCashMovesTable {
  id: string;
  shift_id: string;
  seller_id: string;
  /** signed: positive put in, negative taken out */
  amount_cents: number;
  reason: string;
  at: number;
  /** the staff member who moved the cash (decision 0280) */
  staff_id?: string | null;
}

export interface ShiftTables {
  pos_shifts: PosShiftsTable;
  pos_cash_moves: PosCashMovesTable;
}
