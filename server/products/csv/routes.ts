import { exportProducts, importProducts } from '../../../contract/data-exchange';
import { handle, type Route } from '../../http/calls';
import { requirePermission } from '../../staff/permissions';
import type { ProductCsv } from './product-csv';

export function productCsvRoutes(csv: ProductCsv): Route[] {
  return [
    // the file carries every product's cost: a till's member needs see_costs (docs/decisions/0280-staff-pins-and-roles.md)
    handle(exportProducts, (_input, ctx) => {
      requirePermission(ctx.user, 'see_costs');
      return csv.export(ctx.user);
    }),
    // an import changes the catalogue and its stock, as a product edit: edit_products (decision 0280)
    handle(importProducts, (input, ctx) => {
      requirePermission(ctx.user, 'edit_products');
      return csv.import(input, ctx.user);
    }),
  ];
}
