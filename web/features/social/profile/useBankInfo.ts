import { useQuery } from '@tanstack/react-query';
import { getBankInfo } from '../../../../contract/profile';
import { callApi } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/get_bank_info`: the seller's own payout details, masked. */
export function useBankInfo(enabled: boolean) {
  return useQuery({ queryKey: profileKeys.bank(), queryFn: () => callApi(getBankInfo, {}), enabled });
}
