import { scaleBarcode, setScaleBarcode } from '../../../contract/scale-barcodes';
import { handle, type Route } from '../../http/calls';
import type { ScaleSettings } from './scale-settings';

export function scaleBarcodeRoutes(settings: ScaleSettings): Route[] {
  return [
    handle(scaleBarcode, (_input, ctx) => settings.get(ctx.user)),
    handle(setScaleBarcode, (input, ctx) => settings.set(input, ctx.user)),
  ];
}
