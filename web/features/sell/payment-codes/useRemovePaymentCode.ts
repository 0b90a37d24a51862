import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCode } from '../../../../contract/orders';
import { removePaymentCode } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { paymentCodeKeys } from './keys';

/** `/user/info/remove_payment_code`: hides one code (past sales keep its label). */
export function useRemovePaymentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(removePaymentCode, { id }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<PaymentCode[]>(paymentCodeKeys.all, (list) =>
        list?.filter((c) => c._id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: paymentCodeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['pos', 'options'] });
    },
  });
}
