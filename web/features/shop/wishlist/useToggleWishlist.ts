import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToWishlist, removeFromWishlist } from '../../../../contract/wishlist';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { wishlistKeys } from './keys';

/**
 * `/res/wishlist/add` and `/res/wishlist/remove`: the heart fills (or empties) at once, and goes back if the call
 * fails; the list refetches after.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  const key = wishlistKeys.ids(useSession()?.user_id ?? '');
  return useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      callApi(save ? addToWishlist : removeFromWishlist, { product_id: productId }),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Set<string>>(key);
      const next = new Set(before);
      if (save) next.add(productId);
      else next.delete(productId);
      queryClient.setQueryData(key, next);
      return { before };
    },
    onError: (_err, _vars, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
