import {
  claimDisplay,
  currentDisplay,
  displayStreamTicket,
  pairDisplay,
  showOnDisplay,
  unpairDisplay,
} from '../../contract/displays';
import { handle, type Route } from '../http/calls';
import type { DisplaysService } from './service';

export function displayRoutes(displays: DisplaysService): Route[] {
  return [
    handle(pairDisplay, (_input, ctx) => displays.pair(ctx.user)),
    handle(claimDisplay, (input) => displays.claim(input.code)),
    handle(unpairDisplay, (_input, ctx) => displays.unpair(ctx.user)),
    handle(showOnDisplay, (input, ctx) => displays.show(input, ctx.user)),
    handle(currentDisplay, (input) => displays.current(input.token)),
    handle(displayStreamTicket, (input) => displays.streamTicket(input.token)),
  ];
}
