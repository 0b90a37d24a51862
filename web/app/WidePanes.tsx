import { lazy, Suspense } from 'react';
import type { Role } from '../../contract/common';
import { PickPane } from './PickPane';
import { SideNav } from './SideNav';

// the list beside an open order or conversation (docs/decisions/0273-laptop-back-office.md)
const OrdersPane = lazy(() => import('../features/shop/orders/OrdersPane'));
const ConversationsPane = lazy(() => import('../features/social/messages/ConversationsPane'));

/**
 * What a laptop shows beside a back-office screen: before it, the side navigation and the list an open order or
 * conversation belongs to; after it, the inbox's empty pane. Loaded on a laptop only: a phone's first load does not
 * carry it (e2e/page-weight.spec.ts).
 */
export default function WidePanes({
  side,
  path,
  role,
}: {
  side: 'before' | 'after';
  path: string;
  role: Role;
}) {
  if (side === 'after') return path === '/messages' ? <PickPane what="conversation" /> : null;
  return (
    <>
      <SideNav role={role} />
      <Suspense fallback={null}>
        {path === '/orderdetail' && <OrdersPane />}
        {path === '/conversation' && <ConversationsPane />}
      </Suspense>
    </>
  );
}
