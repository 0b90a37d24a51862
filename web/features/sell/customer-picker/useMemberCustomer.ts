import { useMutation } from '@tanstack/react-query';
import { memberCustomer } from '../../../../contract/customers';
import { callApi } from '../../../lib/api';

/** `/res/customer/member`: the customer a member QR names at this shop. */
export function useMemberCustomer() {
  return useMutation({ mutationFn: (code: string) => callApi(memberCustomer, { code }) });
}
