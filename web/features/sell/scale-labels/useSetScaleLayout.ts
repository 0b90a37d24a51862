import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import { setScaleBarcode } from '../../../../contract/scale-barcodes';
import { callApi } from '../../../lib/api';
import { scaleLabelKeys } from './keys';

/** `/res/product/set_scale_barcode`: the till reads labels the new way at once. */
export function useSetScaleLayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: ScaleLayout) => callApi(setScaleBarcode, { layout }),
    onSuccess: (result) => queryClient.setQueryData(scaleLabelKeys.mine, result),
  });
}
