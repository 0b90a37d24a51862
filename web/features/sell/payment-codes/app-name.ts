import type { PaymentCode } from '../../../../contract/orders';
import type { TFunction } from '../../../i18n/translate';

/**
 * The payment app a code is scanned with: "FPS", "PayMe"… (its type), or its own label for "Other". The
 * label ("FPS 1234567") names the account, not the app (issue 19: "Scan with FPS 1234567" read wrong).
 */
export function paymentAppName(code: Pick<PaymentCode, 'type' | 'label'>, t: TFunction): string {
  return code.type === 'other' ? code.label : t(`paymentCodes:types.${code.type}`);
}
