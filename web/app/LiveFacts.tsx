import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productChangedElsewhere } from '../features/back-office/products/keys';
import { refundsChangedElsewhere } from '../features/back-office/refunds';
import { salesKeys } from '../features/back-office/sales/keys';
import { staffChangedElsewhere } from '../features/sell/staff/invalidate';
import { hoursChangedElsewhere } from '../features/sell/time-clock/invalidate';
import { loyaltyChangedElsewhere } from '../features/shop/loyalty/invalidate';
import { orderChangedElsewhere } from '../features/shop/orders/invalidate';
import { useNotificationLive } from '../features/social/notifications/useNotificationLive';
import { onLiveFacts, refetchChanged } from '../lib/live-changes';

/**
 * Keeps the live stream open on every screen while signed in, and drops what it says is no longer true:
 * orders, stock and prices, sales figures (docs/decisions/0225-live-facts.md). Mounted after the first paint,
 * with the update prompt; the stream fetches anew what changed while it was away.
 */
export default function LiveFacts() {
  useNotificationLive();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveFacts((change) => {
        if (change.kind === 'order') {
          orderChangedElsewhere(queryClient, change.id);
          refundsChangedElsewhere(queryClient, change.id);
          // an order of hers holds, gives back or earns points (decision 0283, "Live")
          loyaltyChangedElsewhere(queryClient, '*');
        } else if (change.kind === 'loyalty') loyaltyChangedElsewhere(queryClient, change.id);
        // the shop's staff and hours, changed on another of its devices (decisions 0280, 0287)
        else if (change.kind === 'staff') {
          staffChangedElsewhere(queryClient);
          hoursChangedElsewhere(queryClient);
        } else if (change.kind === 'product') productChangedElsewhere(queryClient, change.id);
        // a message: the inbox, the thread and the badge (decision 0246)
        else if (change.kind === 'conversation')
          void queryClient.invalidateQueries({ queryKey: ['conversations'] });
        else void refetchChanged(queryClient, salesKeys.all);
      }),
    [queryClient],
  );
  return null;
}
