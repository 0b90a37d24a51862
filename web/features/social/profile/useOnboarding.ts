import { useQuery } from '@tanstack/react-query';
import { onboardingGet } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** `/user/onboarding/get`: steps done and the next one (stored on the server, so it resumes anywhere). */
export function useOnboarding() {
  const session = useSession();
  return useQuery({
    queryKey: profileKeys.onboarding(),
    queryFn: () => callApi(onboardingGet, {}),
    enabled: Boolean(session),
  });
}
