import { checkout } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { Checkout } from './checkout';

export function checkoutRoutes(service: Checkout): Route[] {
  return [handle(checkout, (input, ctx) => service.checkout(input, ctx.user))];
}
