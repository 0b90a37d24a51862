import { useQuery } from '@tanstack/react-query';
import { wayInActivity } from '../../../../contract/ways-in';
import { callApi } from '../../../lib/api';
import { WAY_IN_ACTIVITY_KEY } from '../../../shared/account/way-in-keys';

/** /auth/user/way_in_activity: the latest ways in added and removed (docs/decisions/0255-ways-in.md). */
export function useWayInActivity() {
  return useQuery({
    queryKey: WAY_IN_ACTIVITY_KEY,
    queryFn: () => callApi(wayInActivity, {}),
    // a fact about who can get in: never shown from an old cache
    staleTime: 0,
  });
}
