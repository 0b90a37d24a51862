import { useQuery } from '@tanstack/react-query';
import { listAddress } from '../../../../contract/users';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { addressKeys } from './keys';

/** `/user/info/list_address`: the buyer's delivery addresses, the default first. */
export function useAddresses() {
  const session = useSession();
  return useQuery({
    queryKey: addressKeys.mine(session?.user_id ?? ''),
    queryFn: () => callApi(listAddress, {}),
    enabled: session !== null,
  });
}
