import { sellingSettings, updateSellingSettings } from '../../../contract/selling-settings';
import { handle, type Route } from '../../http/calls';
import type { SellingSettingsService } from './service';

export function sellingSettingsRoutes(settings: SellingSettingsService): Route[] {
  return [
    handle(sellingSettings, (_input, ctx) => settings.of(ctx.user.id)),
    handle(updateSellingSettings, (input, ctx) => settings.update(input, ctx.user)),
  ];
}
