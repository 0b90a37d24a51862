import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../../contract/call';
import { onboardingDone } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/onboarding/done`: a step done or skipped. */
export function useStepDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof onboardingDone>) => callApi(onboardingDone, input),
    onSuccess: (state) => queryClient.setQueryData(profileKeys.onboarding(), state),
  });
}
