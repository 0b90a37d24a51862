import { payoutActivity, payoutUndo } from '../../../contract/payout';
import { handle, type Route } from '../../http/calls';
import type { PayoutGuard } from './service';

export function payoutGuardRoutes(guard: PayoutGuard): Route[] {
  return [
    handle(payoutActivity, (_input, ctx) => guard.activity(ctx.user)),
    handle(payoutUndo, (input) => guard.undo(input.token)),
  ];
}
