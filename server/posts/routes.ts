import {
  addComment,
  comments,
  create,
  filter,
  like,
  list,
  myContent,
  POST_IMAGES_MAX,
  remove,
  removeComment,
  selectedPost,
  shared,
  update,
  uploadImg,
} from '../../contract/posts';
import { handle, handleUpload, type Route } from '../http/calls';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { UploadRecords } from '../media/uploads';
import type { PostsService } from './service';

/** Post photos: up to 10 per request (a post holds at most 10), 15 MB each (a 48 MP phone JPEG is ~12 MB). */
export const POST_UPLOAD_LIMITS = { maxFiles: POST_IMAGES_MAX, maxFileBytes: 15 * 1024 * 1024 };

export function postRoutes(posts: PostsService, images: ImageStore, uploads?: UploadRecords): Route[] {
  return [
    handle(create, (input, ctx) => posts.create(input, ctx.user)),
    handle(update, (input, ctx) => posts.update(input, ctx.user)),
    handle(remove, (input, ctx) => posts.remove(input.id, ctx.user)),
    handle(list, (input, ctx) => posts.list(input, ctx.user)),
    handle(filter, (input, ctx) => posts.filter(input, ctx.user)),
    handle(myContent, (input, ctx) => posts.myContent(input, ctx.user)),
    handle(selectedPost, (input, ctx) => posts.selected(input.id, ctx.user)),
    handle(comments, (input, ctx) => posts.comments(input, ctx.user)),
    handle(addComment, (input, ctx) => posts.addComment(input, ctx.user)),
    handle(removeComment, (input, ctx) => posts.removeComment(input.id, ctx.user)),
    handle(like, (input, ctx) => posts.like(input.id, ctx.user, input.liked)),
    handle(shared, (input, ctx) => posts.share(input.id, ctx.user)),
    handleUpload(uploadImg, async (ctx) => {
      const { user, paths } = await receiveUploadedImages(ctx, images, POST_UPLOAD_LIMITS);
      // who uploaded what: the AI assistant only reads a caller's own photos (docs/decisions/0072)
      await uploads?.record(user.id, paths);
      return { file_path: paths };
    }),
  ];
}
