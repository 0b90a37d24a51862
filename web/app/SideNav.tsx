import {
  CalendarCheck,
  ChartNoAxesCombined,
  ClipboardList,
  DatabaseBackup,
  House,
  MessageCircle,
  Package,
  QrCode,
  ScanBarcode,
  ShoppingCart,
  Star,
  Store,
  Truck,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Role } from '../../contract/common';
import { useTranslation } from '../i18n/use-translation';

interface SideItem {
  key: string;
  to: string;
  icon: typeof House;
  /** other screens that belong to this item (a sale under Sales, a product's stock under Products) */
  under?: string[];
}

const SELLER: SideItem[] = [
  { key: 'home', to: '/', icon: House },
  { key: 'sales', to: '/mySale', icon: ChartNoAxesCombined, under: ['/mysaledetail'] },
  {
    key: 'product',
    to: '/product',
    icon: Package,
    under: ['/edit-product', '/addproduct', '/create-product', '/stock'],
  },
  { key: 'pos', to: '/pos', icon: ScanBarcode },
  { key: 'order', to: '/order', icon: ClipboardList, under: ['/orderdetail'] },
  { key: 'messages', to: '/messages', icon: MessageCircle, under: ['/conversation', '/quick-replies'] },
  { key: 'data', to: '/data', icon: DatabaseBackup },
  { key: 'dayClose', to: '/day-close', icon: CalendarCheck },
  { key: 'deliveryFees', to: '/delivery-fees', icon: Truck },
  { key: 'reviews', to: '/shop-reviews', icon: Star },
  { key: 'paymentCodes', to: '/payment-codes', icon: QrCode },
];

const CUSTOMER: SideItem[] = [
  { key: 'home', to: '/', icon: House },
  { key: 'market', to: '/market', icon: Store },
  { key: 'shoping', to: '/shoping', icon: ShoppingCart },
  { key: 'order', to: '/order', icon: ClipboardList, under: ['/orderdetail'] },
  { key: 'messages', to: '/messages', icon: MessageCircle, under: ['/conversation'] },
];

export function sideItems(role: Role): SideItem[] {
  return role === 's' ? SELLER : CUSTOMER;
}

function isActive(item: SideItem, path: string): boolean {
  if (item.to === '/') return path === '/';
  return path === item.to.toLowerCase() || (item.under ?? []).includes(path);
}

/**
 * The back office's navigation on a laptop (docs/decisions/0273-laptop-back-office.md): a rail of icons with
 * short names from 1024 px, icons and names side by side from 1280 px, in place of the phone's bottom bar, which
 * would float over the tables. Hidden below 1024 px (CSS only).
 */
export function SideNav({ role }: { role: Role }) {
  const { t } = useTranslation('backOffice');
  const { pathname } = useLocation();
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return (
    <nav
      aria-label={t('nav.label')}
      data-side-nav=""
      className="sticky top-0 hidden h-dvh w-20 shrink-0 flex-col gap-0.5 overflow-y-auto border-r border-gray-200 bg-gray-50 px-1.5 py-3 lg:flex xl:w-52 xl:px-3"
    >
      {sideItems(role).map((item) => {
        const active = isActive(item, path);
        const Icon = item.icon;
        return (
          <Link
            key={item.key}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            data-side={item.key}
            className={`flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-center text-[11px] leading-tight font-medium focus-visible:outline-2 focus-visible:outline-brand xl:min-h-10 xl:flex-row xl:justify-start xl:gap-3 xl:px-3 xl:text-left xl:text-sm ${
              active
                ? 'bg-white text-brand-dark shadow-sm ring-1 ring-gray-200'
                : 'text-gray-700 hover:bg-white'
            }`}
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" strokeWidth={active ? 2.4 : 1.8} />
            <span>{t(`nav.${item.key}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
