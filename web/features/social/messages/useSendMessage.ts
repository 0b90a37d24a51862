import { sendMessage } from '../../../../contract/conversations';
import { useConversationWrite } from './use-conversation-write';

/** `/res/conversation/send`: send a message, starting the conversation when there is none. */
export const useSendMessage = () => useConversationWrite(sendMessage);
