import type { GENERATED_FPS_METHOD } from '../../../../contract/orders';
import type { CachedCode } from './pos-db';

/** how the offline till's sale is paid: cash, her FPS code drawn on the phone, or one of her cached codes */
export type Method =
  | { id: 'cash'; label: string }
  // her FPS code drawn with the amount from her FPS ID: needs no uploaded picture and no network (decision 0276)
  | { id: typeof GENERATED_FPS_METHOD; label: string; drawn: true }
  | { id: string; label: string; code: CachedCode };

/** paid by FPS, drawn or uploaded: nobody saw the money arrive, so the sale is to check after sync */
export const isFps = (m: Method | null) => !!m && ('drawn' in m || ('code' in m && m.code.type === 'fps'));

/** a method's kind, as a part of a split payment is settled by it: cash, fps or the code's type */
export const kindOf = (m: Method) => ('code' in m ? m.code.type : 'drawn' in m ? 'fps' : 'cash');
