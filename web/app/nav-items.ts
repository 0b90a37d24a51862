import { ClipboardList, House, Package, ScanBarcode, ShoppingCart, Store } from 'lucide-react';
import type { Role } from '../../contract/common';

/**
 * Bottom navigation per role (docs/product.md §2): where it shows, its items, and their highlight colours
 * (home pink, product/market cyan, pos/shop yellow, order teal).
 */
export interface NavItem {
  key: 'home' | 'product' | 'pos' | 'order' | 'market' | 'shoping';
  to: string;
  icon: typeof House;
  activeClass: string;
}

const home: NavItem = { key: 'home', to: '/', icon: House, activeClass: 'text-nav-home' };
const order: NavItem = { key: 'order', to: '/order', icon: ClipboardList, activeClass: 'text-nav-order' };

export const SELLER_ITEMS: NavItem[] = [
  home,
  { key: 'product', to: '/product', icon: Package, activeClass: 'text-nav-product' },
  { key: 'pos', to: '/pos', icon: ScanBarcode, activeClass: 'text-nav-pos' },
  order,
];

export const CUSTOMER_ITEMS: NavItem[] = [
  home,
  { key: 'market', to: '/market', icon: Store, activeClass: 'text-nav-product' },
  { key: 'shoping', to: '/shoping', icon: ShoppingCart, activeClass: 'text-nav-pos' },
  order,
];

const SELLER_NAV_PATHS = ['/', '/product', '/pos', '/order', '/post'];
const CUSTOMER_NAV_PATHS = ['/', '/market', '/shoping', '/order'];

export function navVisible(role: Role, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return (role === 's' ? SELLER_NAV_PATHS : CUSTOMER_NAV_PATHS).includes(path);
}

export function navItems(role: Role): NavItem[] {
  return role === 's' ? SELLER_ITEMS : CUSTOMER_ITEMS;
}
