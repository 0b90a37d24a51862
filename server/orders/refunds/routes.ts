import { refund, refunds } from '../../../contract/order-refunds';
import { handle, type Route } from '../../http/calls';
import type { RefundsService } from './refunds';

export function refundRoutes(service: RefundsService): Route[] {
  return [
    handle(refund, (input, ctx) => service.refund(input, ctx.user)),
    handle(refunds, (input, ctx) => service.summary(input.id, ctx.user)),
  ];
}
