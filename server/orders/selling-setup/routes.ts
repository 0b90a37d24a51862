import { practiceSale, sellingSetup, setShopTrade, skipSetupStep } from '../../../contract/selling-setup';
import { handle, type Route } from '../../http/calls';
import type { SellingSetupService } from './service';

export function sellingSetupRoutes(setup: SellingSetupService): Route[] {
  return [
    handle(sellingSetup, (_input, ctx) => setup.of(ctx.user.id)),
    handle(setShopTrade, (input, ctx) => setup.setTrade(input.trade, ctx.user)),
    handle(skipSetupStep, (input, ctx) => setup.skip(input.step, input.skipped, ctx.user)),
    handle(practiceSale, (input, ctx) => setup.practice(input, ctx.user)),
  ];
}
