import {
  blockPerson,
  listConversations,
  listMessages,
  listQuickReplies,
  MESSAGE_PHOTOS_MAX,
  readConversation,
  sendMessage,
  setQuickReplies,
  unreadMessages,
  uploadMessageImg,
} from '../../contract/conversations';
import { handle, handleUpload, type Route } from '../http/calls';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { ConversationsService } from './conversations-service';

/** Message photos: up to 4, 15 MB each (a phone's camera), through the image pipeline. */
const MESSAGE_UPLOAD_LIMITS = { maxFiles: MESSAGE_PHOTOS_MAX, maxFileBytes: 15 * 1024 * 1024 };

export function conversationRoutes(conversations: ConversationsService, images: ImageStore): Route[] {
  return [
    handle(sendMessage, (input, ctx) => conversations.send(input, ctx.user)),
    handle(listConversations, (input, ctx) => conversations.list(input, ctx.user)),
    handle(listMessages, (input, ctx) => conversations.messages(input, ctx.user)),
    handle(readConversation, (input, ctx) => conversations.read(input.id, ctx.user)),
    handle(unreadMessages, (_input, ctx) => conversations.unread(ctx.user)),
    handle(blockPerson, (input, ctx) => conversations.block(input, ctx.user)),
    handle(listQuickReplies, (_input, ctx) => conversations.quickReplies(ctx.user)),
    handle(setQuickReplies, (input, ctx) => conversations.setQuickReplies(input.texts, ctx.user)),
    handleUpload(uploadMessageImg, async (ctx) => {
      const { paths } = await receiveUploadedImages(ctx, images, MESSAGE_UPLOAD_LIMITS);
      return { file_path: paths };
    }),
  ];
}
