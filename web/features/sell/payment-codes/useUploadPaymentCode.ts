import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentCode, PaymentCodeType } from '../../../../contract/orders';
import { uploadCode } from '../../../../contract/users';
import { uploadFiles } from '../../../lib/api';
import { paymentCodeKeys } from './keys';

/** `/user/info/upload_code?type=…[&label=…]`: one QR image (multipart, the token field first). */
export function useUploadPaymentCode(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type, label }: { file: File; type: PaymentCodeType; label?: string }) =>
      uploadFiles(uploadCode, [file], {
        query: label ? { type, label } : { type },
        onProgress,
      }),
    onSuccess: (code: PaymentCode) => {
      queryClient.setQueryData<PaymentCode[]>(paymentCodeKeys.all, (list) => (list ? [...list, code] : list));
      void queryClient.invalidateQueries({ queryKey: paymentCodeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['pos', 'options'] });
    },
  });
}
