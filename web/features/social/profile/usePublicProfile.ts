import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProfile } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** `/user/info/public`: what anyone may see of an account, with is_following for the caller. */
export function usePublicProfile(userId: string, enabled = true) {
  const session = useSession();
  return useQuery({ ...publicProfileQuery(userId, session?.user_id ?? 'anon'), enabled });
}

/** An account's public profile for one viewer: the hook's query, and a shared shop link's first render (0254). */
export function publicProfileQuery(userId: string, viewer: string) {
  return queryOptions({
    queryKey: [...profileKeys.public(userId), viewer],
    queryFn: () => callApi(publicProfile, { user_id: userId }),
    staleTime: 60_000,
  });
}
