import { getShop } from '../../contract/shops';
import { handle, type Route } from '../http/calls';
import type { ShopsService } from './service';

export function shopRoutes(shops: ShopsService): Route[] {
  return [handle(getShop, (input) => shops.get(input.id))];
}
