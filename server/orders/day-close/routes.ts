import { dayCloseFigures, dayCloseList, dayCloseSave } from '../../../contract/day-close';
import { handle, type Route } from '../../http/calls';
import type { DayCloses } from './day-close';

export function dayCloseRoutes(closes: DayCloses): Route[] {
  return [
    handle(dayCloseFigures, (input, ctx) => closes.figures(input.day, ctx.user)),
    handle(dayCloseSave, (input, ctx) => closes.save(input, ctx.user)),
    handle(dayCloseList, (input, ctx) => closes.list(input.cursor, ctx.user)),
  ];
}
