import { quickKeys, setQuickKeys } from '../../../contract/quick-keys';
import { handle, type Route } from '../../http/calls';
import type { QuickKeys } from './quick-keys';

export function quickKeyRoutes(keys: QuickKeys): Route[] {
  return [
    handle(quickKeys, (_input, ctx) => keys.list(ctx.user)),
    handle(setQuickKeys, (input, ctx) => keys.set(input, ctx.user)),
  ];
}
