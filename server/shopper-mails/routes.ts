import { mailSettings } from '../../contract/shopper-mails';
import { handle, type Route } from '../http/calls';
import type { ShopperMails } from './service';

/** The mail settings call (docs/decisions/0275-mails-to-shoppers.md); the one-click unsubscribe: ./unsubscribe-route.ts. */
export function shopperMailsRoutes(mails: ShopperMails): Route[] {
  return [handle(mailSettings, (input, ctx) => mails.settings(input, ctx.user))];
}
