import type { PaymentMethod } from '../../../contract/orders';
import type { AddressBookService } from '../../profiles/address-book/service';

/** `cash`, or one of the seller's own payment codes (another seller's code → 404 from the profiles domain's address book). */
export async function paymentMethodOf(
  addressBook: Pick<AddressBookService, 'paymentCodeOf'>,
  method: string,
  sellerId: string,
): Promise<PaymentMethod> {
  if (method === 'cash') return { kind: 'cash', code_id: null, label: 'Cash' };
  const code = await addressBook.paymentCodeOf(method, sellerId);
  return { kind: code.type as PaymentMethod['kind'], code_id: code.id, label: code.label };
}
