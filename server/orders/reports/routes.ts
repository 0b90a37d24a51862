import { exportSales } from '../../../contract/data-exchange';
import { toCheckSales } from '../../../contract/offline-sales';
import { saleData, sales, salesReport } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import { requirePermission } from '../../staff/permissions';
import type { SalesCsv } from './sales-csv';
import type { SalesReports } from './sales-reports';

export function reportRoutes(reports: SalesReports, csv: SalesCsv): Route[] {
  return [
    handle(sales, (input, ctx) => reports.sales(input, ctx.user)),
    handle(saleData, (_input, ctx) => reports.saleData(ctx.user)),
    // reports are for members with see_reports (docs/decisions/0280-staff-pins-and-roles.md)
    handle(salesReport, (input, ctx) => {
      requirePermission(ctx.user, 'see_reports');
      return reports.report(input, ctx.user);
    }),
    handle(exportSales, (input, ctx) => {
      requirePermission(ctx.user, 'see_reports');
      return csv.export(input, ctx.user);
    }),
    handle(toCheckSales, (_input, ctx) => reports.toCheck(ctx.user)),
  ];
}
