import { useQuery } from '@tanstack/react-query';
import { infoGet } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/get`: the caller's own profile. */
export function useOwnProfile() {
  return useQuery({ queryKey: profileKeys.own(), queryFn: () => callApi(infoGet, {}) });
}
