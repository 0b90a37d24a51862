import { deliveryFeesOf, updateDeliveryFees } from '../../../contract/delivery-fees';
import { handle, type Route } from '../../http/calls';
import type { DeliveryFeesService } from './service';

export function deliveryFeeRoutes(fees: DeliveryFeesService): Route[] {
  return [
    handle(deliveryFeesOf, (input) => fees.of(input.seller_ids)),
    handle(updateDeliveryFees, (input, ctx) => fees.update(input, ctx.user)),
  ];
}
