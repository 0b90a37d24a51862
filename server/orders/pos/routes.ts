import { checkedSale, oversoldSales, recordOfflineSale } from '../../../contract/offline-sales';
import { handle, type Route } from '../../http/calls';
import type { FpsChecks } from './fps-checks';
import type { OfflineSales } from './offline-sale';

export function posRoutes(sales: OfflineSales, checks: FpsChecks): Route[] {
  return [
    handle(checkedSale, (input, ctx) => checks.checked(input, ctx.user)),
    handle(recordOfflineSale, (input, ctx) => sales.record(input, ctx.user)),
    handle(oversoldSales, (_input, ctx) => sales.oversold(ctx.user)),
  ];
}
