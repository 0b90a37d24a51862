import { getFpsIdentifier, sellerFpsIdentifier, setFpsIdentifier } from '../../../contract/fps';
import { handle, type Route } from '../../http/calls';
import type { FpsService } from './service';

export function fpsRoutes(fps: FpsService): Route[] {
  return [
    handle(getFpsIdentifier, (_input, ctx) => fps.get(ctx.user)),
    handle(setFpsIdentifier, (input, ctx) => fps.set(input, ctx.user)),
    handle(sellerFpsIdentifier, async (input) => ({ fps: await fps.of(input.seller_id) })),
  ];
}
