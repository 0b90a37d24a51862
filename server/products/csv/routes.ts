import { exportProducts, importProducts } from '../../../contract/data-exchange';
import { handle, type Route } from '../../http/calls';
import type { ProductCsv } from './product-csv';

export function productCsvRoutes(csv: ProductCsv): Route[] {
  return [
    handle(exportProducts, (_input, ctx) => csv.export(ctx.user)),
    handle(importProducts, (input, ctx) => csv.import(input, ctx.user)),
  ];
}
