import { blockPerson } from '../../../../contract/conversations';
import { useConversationWrite } from './use-conversation-write';

/** `/res/conversation/block`: block or unblock the other person. */
export const useBlockPerson = () => useConversationWrite(blockPerson);
