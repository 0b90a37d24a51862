import type { CallDef } from '../../../../contract/call';
import { useWrite } from '../../../lib/use-write';
import { reviewKeys } from './keys';

/** One review write: after it, the lists and the products' ratings refetch (every review hook is one of these). */
export const useReviewWrite = <C extends CallDef>(call: C) => useWrite(call, [reviewKeys.all, ['products']]);
