import { receiptGet, receiptLink } from '../../../contract/receipts';
import { handle, type Route } from '../../http/calls';
import type { Receipts } from './receipts';

export function receiptRoutes(receipts: Receipts): Route[] {
  return [
    handle(receiptLink, (input, ctx) => receipts.link(input.id, ctx.user)),
    handle(receiptGet, (input, ctx) => receipts.get(input.token, ctx.user)),
  ];
}
