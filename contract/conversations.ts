import { z } from 'zod';
import { defineCall, LONG_TIMEOUT_MS } from './call';
import { Empty, Id, Message, PageInput, page } from './common';
import { FilePath } from './media';

/**
 * Talking to the seller (docs/decisions/0246-conversations.md): one conversation between a shopper and a shop, its
 * messages (text and photos), each able to say what it is about (a product, a post or an order). Readable only by its
 * two people; live on every device; a notification when the app is closed.
 */
export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 4;
export const QUICK_REPLIES_MAX = 10;
export const QUICK_REPLY_MAX = 200;

export const ABOUT_KINDS = ['product', 'post', 'order'] as const;
export const About = z.object({ kind: z.enum(ABOUT_KINDS), id: Id });
export type About = z.infer<typeof About>;

/** what a message is about, as both people see it */
export const AboutShown = About.extend({ title: z.string(), thumb: z.string().nullable() });
export type AboutShown = z.infer<typeof AboutShown>;

export const ChatMessage = z.object({
  _id: Id,
  conversation_id: Id,
  /** the caller sent it */
  mine: z.boolean(),
  text: z.string(),
  imagePaths: z.array(z.string()),
  about: AboutShown.nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Conversation = z.object({
  _id: Id,
  /** the caller's side of it */
  role: z.enum(['shopper', 'shop']),
  /** the other person, by public name */
  other: z.object({ id: Id, name: z.string() }),
  shop_id: Id,
  last: z.object({ text: z.string(), mine: z.boolean(), at: z.string() }).nullable(),
  /** messages to the caller not yet read */
  unread: z.number().int(),
  /** the caller blocked the other person */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

export const sendMessage = defineCall({
  path: '/res/conversation/send',
  summary:
    'Send a message: in a conversation (`conversation_id`), or starting one with a shop (`to`, or what it is about: a product or post of the shop, or an order of the two). Text and/or photos from /res/conversation/upload_img. With `idempotency_key` (a message written offline and sent when back), sending again answers the first message; the same key with another message is refused (409 `idempotencyReused`).',
  auth: 'required',
  input: z
    .strictObject({
      conversation_id: Id.optional(),
      to: Id.optional(),
      about: About.optional(),
      text: z.string().trim().max(MESSAGE_TEXT_MAX).default(''),
      imagePaths: z.array(FilePath).max(MESSAGE_PHOTOS_MAX).default([]),
      /**
       * one message per key: a message written offline keeps its key until the server has answered, so sending it
       * again (a lost answer, two tabs) answers the first message; the same key with another text is refused (409)
       */
      idempotency_key: z.string().trim().min(8).max(100).optional(),
    })
    .refine((i) => i.text.length > 0 || i.imagePaths.length > 0, {
      message: 'write something or add a photo',
    })
    .refine((i) => Boolean(i.conversation_id || i.to || i.about), {
      message: 'give conversation_id, to or about',
    }),
  output: z.object({ conversation: Conversation, message: ChatMessage }),
});

export const listConversations = defineCall({
  path: '/res/conversation/list',
  summary: 'The caller’s conversations, as shopper and as shop, latest message first, with unread counts.',
  auth: 'required',
  input: z.strictObject({ ...PageInput }),
  output: page(Conversation),
});

export const listMessages = defineCall({
  path: '/res/conversation/list_messages',
  summary: 'A conversation’s messages, newest first, paged; only its two people may read it.',
  auth: 'required',
  input: z.strictObject({ id: Id, ...PageInput }),
  output: page(ChatMessage).extend({ conversation: Conversation }),
});

export const readConversation = defineCall({
  path: '/res/conversation/read',
  summary: 'Mark a conversation’s messages to the caller read; answers the caller’s unread total.',
  auth: 'required',
  input: z.strictObject({ id: Id }),
  output: z.object({ unread: z.number().int() }),
});

export const unreadMessages = defineCall({
  path: '/res/conversation/unread',
  summary: 'How many messages to the caller are unread, over all conversations (the navigation’s badge).',
  auth: 'required',
  input: Empty,
  output: z.object({ unread: z.number().int() }),
});

export const blockPerson = defineCall({
  path: '/res/conversation/block',
  summary: 'Block (or unblock) a person: neither can message the other while blocked.',
  auth: 'required',
  input: z.strictObject({ user_id: Id, blocked: z.boolean() }),
  output: Message,
});

export const listQuickReplies = defineCall({
  path: '/res/conversation/list_quick_replies',
  summary: 'The shop’s quick replies (the caller’s own).',
  auth: 'seller',
  input: Empty,
  output: z.object({ texts: z.array(z.string()) }),
});

export const setQuickReplies = defineCall({
  path: '/res/conversation/set_quick_replies',
  summary: 'Replace the shop’s quick replies (at most 10, each at most 200 characters).',
  auth: 'seller',
  input: z.strictObject({
    texts: z.array(z.string().trim().min(1).max(QUICK_REPLY_MAX)).max(QUICK_REPLIES_MAX),
  }),
  output: z.object({ texts: z.array(z.string()) }),
});

export const uploadMessageImg = defineCall({
  path: '/res/conversation/upload_img',
  summary: 'Upload message photos (multipart: repeated files; at most 4). Answers the stored paths.',
  auth: 'required',
  multipart: true,
  timeoutMs: LONG_TIMEOUT_MS,
  input: Empty,
  output: z.object({ file_path: z.array(z.string()) }),
});
