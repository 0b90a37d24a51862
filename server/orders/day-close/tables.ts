/**
 * A day's close of the cash drawer (docs/decisions/0173-day-close.md): what the seller started with and
 * counted at the end of a Hong Kong calendar day. The day's sales and refunds are read from the orders, so a
 * close shows an offline sale that synced after it too.
 */
export interface PosDayClosesTable {
  id: string;
  seller_id: string;
  /** the Hong Kong date closed, YYYY-MM-DD; one close per seller and day (a later count replaces it) */
  day: string;
  opening_float_cents: number;
  counted_cash_cents: number;
  note: string;
  closed_at: number;
  /** the staff member who closed the day (decision 0280); null: none acted */
  staff_id?: string | null;
}

export interface DayCloseTables {
  pos_day_closes: PosDayClosesTable;
}
