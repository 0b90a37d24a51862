import type { QueryClient } from '@tanstack/react-query';
import { staffKeys } from './keys';

/**
 * The shop's staff, roles or till settings changed on another device (a live `staff` change, docs/decisions/0280):
 * the staff screen and sales by staff read them anew where shown.
 */
export function staffChangedElsewhere(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: staffKeys.list });
}
