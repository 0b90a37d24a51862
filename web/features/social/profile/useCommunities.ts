import { useQuery } from '@tanstack/react-query';
import { communitiesGet } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** `/user/communities/get`: the caller's interest communities. */
export function useCommunities() {
  const session = useSession();
  return useQuery({
    queryKey: profileKeys.communities(),
    queryFn: () => callApi(communitiesGet, {}),
    enabled: Boolean(session),
  });
}
