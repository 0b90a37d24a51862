import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesReport } from '../../../../contract/orders';
import { callApi } from '../../../lib/api';
import { salesKeys } from './keys';
import type { ReportBucket } from './report-ranges';

/** `/res/order/sales_report`: the charts' figures of a range (refreshed with the other sales queries). */
export function useSalesReport(q: {
  from: string;
  to: string;
  bucket: ReportBucket;
  channel: 'all' | 'online' | 'pos';
}) {
  return useQuery({
    queryKey: salesKeys.report(q.from, q.to, q.bucket, q.channel),
    queryFn: () => callApi(salesReport, q),
    placeholderData: keepPreviousData,
  });
}
