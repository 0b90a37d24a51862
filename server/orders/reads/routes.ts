import { exportOrders } from '../../../contract/data-exchange';
import { getQrCode, list, productDetail, showOne } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { OrderReads } from './order-reads';
import type { OrdersCsv } from './orders-csv';

export function orderReadRoutes(reads: OrderReads, csv: OrdersCsv): Route[] {
  return [
    handle(showOne, (input, ctx) => reads.showOne(input.id, ctx.user)),
    handle(list, (input, ctx) => reads.list(input, ctx.user)),
    handle(productDetail, (input, ctx) => reads.productDetail(input.order, input.product, ctx.user)),
    handle(getQrCode, (input, ctx) => reads.qrCodes(input.id, ctx.user)),
    handle(exportOrders, (input, ctx) => csv.export(input, ctx.user)),
  ];
}
