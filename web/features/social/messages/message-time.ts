/** When a message was sent, short, in the reader's language ("12 Mar, 14:05"): the inbox and a conversation alike. */
export function messageTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
