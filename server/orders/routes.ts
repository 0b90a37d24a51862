import {
  cancel,
  cart,
  checkout,
  create,
  getQrCode,
  list,
  productDetail,
  receivedPayment,
  saleData,
  sales,
  showOne,
  update,
  updateStatus,
} from '../../contract/orders';
import { handle, type Route } from '../http/calls';
import type { OrdersService } from './service';

export function orderRoutes(orders: OrdersService): Route[] {
  return [
    handle(create, (input, ctx) => orders.carts.create(input, ctx.user)),
    handle(cart, (_input, ctx) => orders.carts.cart(ctx.user)),
    handle(showOne, (input, ctx) => orders.reads.showOne(input.id, ctx.user)),
    handle(update, (input, ctx) => orders.carts.update(input, ctx.user)),
    handle(checkout, (input, ctx) => orders.checkout.checkout(input, ctx.user)),
    handle(list, (input, ctx) => orders.reads.list(input, ctx.user)),
    handle(productDetail, (input, ctx) => orders.reads.productDetail(input.order, input.product, ctx.user)),
    handle(getQrCode, (input, ctx) => orders.reads.qrCodes(input.id, ctx.user)),
    handle(cancel, (input, ctx) => orders.payments.cancel(input.id, ctx.user)),
    handle(receivedPayment, (input, ctx) => orders.payments.receivedPayment(input, ctx.user)),
    handle(updateStatus, (input, ctx) => orders.payments.updateStatus(input, ctx.user)),
    handle(sales, (input, ctx) => orders.reports.sales(input, ctx.user)),
    handle(saleData, (_input, ctx) => orders.reports.saleData(ctx.user)),
  ];
}
