import {
  cancel,
  cart,
  checkout,
  create,
  getQrCode,
  list,
  productDetail,
  receivedPayment,
  sales,
  showOne,
  update,
  updateStatus,
} from '../../contract/orders';
import { saleData } from '../../contract/users';
import { handle, type Route } from '../http/calls';
import type { OrdersService } from './service';

export function orderRoutes(orders: OrdersService): Route[] {
  return [
    handle(create, (input, ctx) => orders.create(input, ctx.user)),
    handle(cart, (_input, ctx) => orders.cart(ctx.user)),
    handle(showOne, (input, ctx) => orders.showOne(input.id, ctx.user)),
    handle(update, (input, ctx) => orders.update(input, ctx.user)),
    handle(checkout, (input, ctx) => orders.checkout(input, ctx.user)),
    handle(list, (input, ctx) => orders.list(input, ctx.user)),
    handle(productDetail, (input, ctx) => orders.productDetail(input.order, input.product, ctx.user)),
    handle(getQrCode, (input, ctx) => orders.qrCodes(input.id, ctx.user)),
    handle(cancel, (input, ctx) => orders.cancel(input.id, ctx.user)),
    handle(receivedPayment, (input, ctx) => orders.receivedPayment(input, ctx.user)),
    handle(updateStatus, (input, ctx) => orders.updateStatus(input, ctx.user)),
    handle(sales, (input, ctx) => orders.sales(input, ctx.user)),
    handle(saleData, (_input, ctx) => orders.saleData(ctx.user)),
  ];
}
