import { Banknote, QrCode, Smartphone, Wallet, Zap } from 'lucide-react';
import type { PaymentCodeType } from '../../../../contract/orders';

/** How each kind of payment looks on the option cards: an icon and a colour a stall owner tells apart at a glance. */
export const METHOD_STYLE: Record<PaymentCodeType | 'cash', { icon: typeof QrCode; tile: string }> = {
  cash: { icon: Banknote, tile: 'bg-emerald-100 text-emerald-800' },
  fps: { icon: Zap, tile: 'bg-sky-100 text-sky-800' },
  payme: { icon: Smartphone, tile: 'bg-rose-100 text-rose-800' },
  alipay_hk: { icon: Wallet, tile: 'bg-blue-100 text-blue-800' },
  wechat_pay: { icon: QrCode, tile: 'bg-green-100 text-green-800' },
  other: { icon: QrCode, tile: 'bg-gray-100 text-gray-800' },
};

export function MethodIcon({ kind, size = 'md' }: { kind: PaymentCodeType | 'cash'; size?: 'md' | 'lg' }) {
  const style = METHOD_STYLE[kind];
  const Icon = style.icon;
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-2xl ${style.tile} ${size === 'lg' ? 'size-14' : 'size-11'}`}
    >
      <Icon className={size === 'lg' ? 'size-7' : 'size-5'} />
    </span>
  );
}
