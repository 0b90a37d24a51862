import { cancelRestock, notifyRestock, restockAlerts } from '../../../contract/restock-alerts';
import { handle, type Route } from '../../http/calls';
import type { RestockAlerts } from './restock-alerts';

export function restockAlertRoutes(alerts: RestockAlerts): Route[] {
  return [
    handle(notifyRestock, (input, ctx) => alerts.add(input, ctx.user)),
    handle(cancelRestock, (input, ctx) => alerts.cancel(input, ctx.user)),
    handle(restockAlerts, (_input, ctx) => alerts.list(ctx.user)),
  ];
}
