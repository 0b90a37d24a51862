/** TanStack Query keys of the conversation calls (docs/decisions/0246-conversations.md); all start 'conversations'. */
export const messageKeys = {
  all: ['conversations'] as const,
  list: (viewer: string) => ['conversations', 'list', viewer] as const,
  thread: (id: string) => ['conversations', 'thread', id] as const,
  unread: (viewer: string) => ['conversations', 'unread', viewer] as const,
  quickReplies: (viewer: string) => ['conversations', 'quick-replies', viewer] as const,
};
