import type { CallDef } from '../../../../contract/call';
import { useWrite } from '../../../lib/use-write';
import { messageKeys } from './keys';

/** One conversation write: after it the inbox, the thread and the badge refetch (every write hook is one). */
export const useConversationWrite = <C extends CallDef>(call: C) => useWrite(call, [messageKeys.all]);
