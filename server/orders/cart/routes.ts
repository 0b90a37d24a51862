import { buyAgain, cart, create, update } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { Carts } from './carts';

export function cartRoutes(carts: Carts): Route[] {
  return [
    handle(create, (input, ctx) => carts.create(input, ctx.user)),
    handle(cart, (_input, ctx) => carts.cart(ctx.user)),
    handle(update, (input, ctx) => carts.update(input, ctx.user)),
    handle(buyAgain, (input, ctx) => carts.buyAgain(input.id, ctx.user)),
  ];
}
