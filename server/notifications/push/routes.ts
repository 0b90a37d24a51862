import { pushKey, subscribePush, unsubscribePush } from '../../../contract/push';
import { handle, type Route } from '../../http/calls';
import type { WebPushSender } from './web-push-sender';

export function pushRoutes(push: WebPushSender): Route[] {
  return [
    handle(pushKey, () => push.publicKey()),
    handle(subscribePush, (input, ctx) => push.subscribe(input, ctx.user)),
    handle(unsubscribePush, (input, ctx) => push.unsubscribe(input.endpoint, ctx.user)),
  ];
}
