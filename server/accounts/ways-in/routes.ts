import { wayInActivity, wayInUndo } from '../../../contract/ways-in';
import { handle, type Route } from '../../http/calls';
import type { WayInGuard } from './way-in-guard';

/** the ways-in activity and the mailed undo link (contract/ways-in.ts, docs/decisions/0255-ways-in.md) */
export function waysInRoutes(guard: WayInGuard): Route[] {
  return [
    handle(wayInActivity, (_input, ctx) => guard.activity(ctx.user)),
    handle(wayInUndo, (input) => guard.undo(input.token)),
  ];
}
