import { guestCheckout, guestClaimPayment, guestOpen, showGuest } from '../../../contract/orders';
import { handle, type Route } from '../../http/calls';
import type { GuestCheckout } from './guest-checkout';

/** checkout without a password and what its passes open (docs/decisions/0284-guest-checkout.md) */
export function guestCheckoutRoutes(guest: GuestCheckout): Route[] {
  return [
    handle(guestCheckout, (input, ctx) => guest.checkout(input, ctx.ip)),
    handle(guestOpen, (input) => guest.open(input.token)),
    handle(showGuest, (input) => guest.show(input)),
    handle(guestClaimPayment, (input) => guest.claim(input)),
  ];
}
