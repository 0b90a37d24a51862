import { specialPrice } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { SpecialPrice } from './special-price';

export function specialPriceRoutes(service: SpecialPrice): Route[] {
  return [handle(specialPrice, (input, ctx) => service.set(input, ctx.user))];
}
