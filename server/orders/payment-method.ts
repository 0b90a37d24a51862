import type { PaymentMethod } from '../../contract/orders';
import type { UsersService } from '../users/service';

/** `cash`, or one of the seller's own payment codes (another seller's code → 404 from the users domain). */
export async function paymentMethodOf(
  users: Pick<UsersService, 'paymentCodeOf'>,
  method: string,
  sellerId: string,
): Promise<PaymentMethod> {
  if (method === 'cash') return { kind: 'cash', code_id: null, label: 'Cash' };
  const code = await users.paymentCodeOf(method, sellerId);
  return { kind: code.type as PaymentMethod['kind'], code_id: code.id, label: code.label };
}
