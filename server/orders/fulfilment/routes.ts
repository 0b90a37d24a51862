import { cancel, setTracking, updateStatus } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { Fulfilment } from './fulfilment';

export function fulfilmentRoutes(fulfilment: Fulfilment): Route[] {
  return [
    handle(cancel, (input, ctx) => fulfilment.cancel(input.id, ctx.user)),
    handle(updateStatus, (input, ctx) => fulfilment.updateStatus(input, ctx.user)),
    handle(setTracking, (input, ctx) => fulfilment.setTracking(input, ctx.user)),
  ];
}
