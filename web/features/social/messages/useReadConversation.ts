import { readConversation } from '../../../../contract/conversations';
import { useConversationWrite } from './use-conversation-write';

/** `/res/conversation/read`: mark a conversation read. */
export const useReadConversation = () => useConversationWrite(readConversation);
