import { useQuery } from '@tanstack/react-query';
import { checkUsername, isValidUsername } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/check_username`: asked as you type (the caller debounces `name`); skipped for invalid names. */
export function useUsernameCheck(name: string) {
  const valid = isValidUsername(name);
  return useQuery({
    queryKey: profileKeys.username(name.toLowerCase()),
    queryFn: () => callApi(checkUsername, { username: name }),
    enabled: valid && name.length > 0,
    staleTime: 10_000,
  });
}
