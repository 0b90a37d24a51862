import type { FpsIdentifier } from '../../../contract/fps-payload';
import { GENERATED_FPS_METHOD, type PaymentMethod } from '../../../contract/orders';
import { AppError, localized } from '../../http/app-error';
import type { OrdersDeps } from '../core/orders-deps';

/**
 * `cash`, `fps` (the seller's FPS code drawn with the amount: needs her FPS identifier, no uploaded picture),
 * or one of the seller's own payment codes (another seller's code → 404 from the profiles domain's address book).
 */
export async function paymentMethodOf(
  deps: Pick<OrdersDeps, 'addressBook' | 'fpsOf'>,
  method: string,
  sellerId: string,
): Promise<PaymentMethod> {
  if (method === 'cash') return { kind: 'cash', code_id: null, label: 'Cash' };
  if (method === GENERATED_FPS_METHOD) {
    const fps: FpsIdentifier | null = await deps.fpsOf(sellerId);
    if (!fps) {
      throw new AppError(
        'notFound',
        localized(
          'Add your FPS ID under payout details first.',
          '請先在收款資料中填寫轉數快識別碼。',
          '请先在收款资料中填写转数快识别码。',
        ),
      );
    }
    return { kind: 'fps', code_id: null, label: 'FPS' };
  }
  const code = await deps.addressBook.paymentCodeOf(method, sellerId);
  return { kind: code.type as PaymentMethod['kind'], code_id: code.id, label: code.label };
}
