import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scaleBarcode } from '../../../../contract/scale-barcodes';
import { callApi } from '../../../lib/api';
import { useLiveReload } from '../../../lib/live-changes';
import { scaleLabelKeys } from './keys';

/** `/res/product/scale_barcode`: how this shop's till reads label-scale codes (docs/decisions/0234). */
export function useScaleLayout(enabled = true) {
  const query = useQuery({
    queryKey: scaleLabelKeys.mine,
    queryFn: () => callApi(scaleBarcode, {}),
    enabled,
    staleTime: 60_000,
  });
  const { refetch } = query;
  // changed on another of the seller's devices
  useLiveReload(
    'product',
    enabled,
    useCallback(() => void refetch(), [refetch]),
  );
  return query;
}
