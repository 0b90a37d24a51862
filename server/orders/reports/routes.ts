import { exportSales } from '../../../contract/data-exchange';
import { toCheckSales } from '../../../contract/offline-sales';
import { saleData, sales, salesReport } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { SalesCsv } from './sales-csv';
import type { SalesReports } from './sales-reports';

export function reportRoutes(reports: SalesReports, csv: SalesCsv): Route[] {
  return [
    handle(sales, (input, ctx) => reports.sales(input, ctx.user)),
    handle(saleData, (_input, ctx) => reports.saleData(ctx.user)),
    handle(salesReport, (input, ctx) => reports.report(input, ctx.user)),
    handle(exportSales, (input, ctx) => csv.export(input, ctx.user)),
    handle(toCheckSales, (_input, ctx) => reports.toCheck(ctx.user)),
  ];
}
