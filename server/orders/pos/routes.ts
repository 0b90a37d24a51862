import { oversoldSales, recordOfflineSale } from '../../../contract/offline-sales';
import { handle, type Route } from '../../http/calls';
import type { OfflineSales } from './offline-sale';

export function posRoutes(sales: OfflineSales): Route[] {
  return [
    handle(recordOfflineSale, (input, ctx) => sales.record(input, ctx.user)),
    handle(oversoldSales, (_input, ctx) => sales.oversold(ctx.user)),
  ];
}
