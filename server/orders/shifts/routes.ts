import { shiftCashMove, shiftClose, shiftList, shiftOpen, shiftReport } from '../../../contract/shifts';
import { handle, type Route } from '../../http/calls';
import type { Shifts } from './shifts';

export function shiftRoutes(shifts: Shifts): Route[] {
  return [
    handle(shiftOpen, (input, ctx) => shifts.open(input, ctx.user)),
    handle(shiftCashMove, (input, ctx) => shifts.cashMove(input, ctx.user)),
    handle(shiftClose, (input, ctx) => shifts.close(input, ctx.user)),
    handle(shiftReport, (input, ctx) => shifts.report(input.shift_id, ctx.user)),
    handle(shiftList, (input, ctx) => shifts.list(input.cursor, ctx.user)),
  ];
}
