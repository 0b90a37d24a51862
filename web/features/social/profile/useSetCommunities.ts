import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommunityId, communitiesSet } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/communities/set`: replaces the caller's interest communities. */
export function useSetCommunities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (communities: CommunityId[]) => callApi(communitiesSet, { communities }),
    onSuccess: (data) => queryClient.setQueryData(profileKeys.communities(), data),
  });
}
