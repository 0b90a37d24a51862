import { useQuery } from '@tanstack/react-query';
import { suggestedCreators } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/suggested_creators`: sellers to follow with their latest post images. */
export function useSuggestedCreators() {
  return useQuery({ queryKey: profileKeys.suggested(), queryFn: () => callApi(suggestedCreators, {}) });
}
