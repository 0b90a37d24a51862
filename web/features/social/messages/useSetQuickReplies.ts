import { setQuickReplies } from '../../../../contract/conversations';
import { useConversationWrite } from './use-conversation-write';

/** `/res/conversation/set_quick_replies`: the shop's quick replies, replaced. */
export const useSetQuickReplies = () => useConversationWrite(setQuickReplies);
