import { AppError } from '../../http/app-error';
import { hkMidnight, nextBucket } from './report-buckets';
import type { SalesRepository, StaffSalesSums } from './repository';

export interface StaffSalesCents {
  sales: StaffSalesSums[];
  refunds: { staff_id: string | null; total_cents: number }[];
}

/**
 * The sales records grouped by the staff member who took each sale or made each refund, over Hong Kong days
 * (docs/decisions/0280-staff-pins-and-roles.md): the same sales and refunds as the sales records' totals.
 */
export class StaffSales {
  constructor(private readonly repo: SalesRepository) {}

  async of(sellerId: string, from: string, to: string): Promise<StaffSalesCents> {
    if (from > to) throw new AppError('validation', 'from: must not be after to');
    const f = {
      sellerId,
      since: hkMidnight(from),
      until: hkMidnight(nextBucket(to, 'day')),
      orderType: null,
    };
    const [sales, refunds] = await Promise.all([this.repo.salesByStaff(f), this.repo.refundsByStaff(f)]);
    return { sales, refunds };
  }
}
