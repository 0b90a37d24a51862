import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { infoUpdate } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/update`: names, bio, shop name. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof infoUpdate>) => callApi(infoUpdate, input),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.own(), profile),
  });
}
