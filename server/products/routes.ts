import { create, filter, get, list, remove, update, uploadImg } from '../../contract/products';
import { handle, handleUpload, type Route } from '../http/calls';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { ProductsService } from './service';

/** Product photos: up to 10 per request (a product holds at most 10), 15 MB each (a 48 MP phone JPEG is ~12 MB). */
export const PRODUCT_UPLOAD_LIMITS = { maxFiles: 10, maxFileBytes: 15 * 1024 * 1024 };

export function productRoutes(products: ProductsService, images: ImageStore): Route[] {
  return [
    handle(create, (input, ctx) => products.create(input, ctx.user)),
    handle(update, (input, ctx) => products.update(input, ctx.user)),
    handle(filter, (input, ctx) => products.filter(input, ctx.user)),
    handle(list, (input, ctx) => products.list(input, ctx.user)),
    handle(get, (input, ctx) => products.get(input.id, ctx.user)),
    handle(remove, (input, ctx) => products.remove(input.ids, ctx.user)),
    handleUpload(uploadImg, async (ctx) => {
      const { paths } = await receiveUploadedImages(ctx, images, PRODUCT_UPLOAD_LIMITS);
      return { file_path: paths };
    }),
  ];
}
