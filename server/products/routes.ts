import { adjustStock, stockHistory } from '../../contract/product-stock';
import { create, filter, get, list, remove, update, uploadImg } from '../../contract/products';
import { handle, handleUpload, type Route } from '../http/calls';
import type { SessionUser } from '../http/context';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { UploadRecords } from '../media/uploads';
import { requirePermission } from '../staff/permissions';
import type { ProductsService } from './service';

/** Product photos: up to 10 per request (a product holds at most 10), 15 MB each (a 48 MP phone JPEG is ~12 MB). */
export const PRODUCT_UPLOAD_LIMITS = { maxFiles: 10, maxFileBytes: 15 * 1024 * 1024 };

export function productRoutes(
  products: ProductsService,
  images: ImageStore,
  uploads?: UploadRecords,
): Route[] {
  return [
    // a till's member needs edit_products to change the catalogue or its stock (decision 0280)
    handle(create, (input, ctx) => edits(ctx.user, () => products.create(input, ctx.user))),
    handle(update, (input, ctx) => edits(ctx.user, () => products.update(input, ctx.user))),
    handle(filter, (input, ctx) => products.listing.filter(input, ctx.user)),
    handle(list, (input, ctx) => products.listing.list(input, ctx.user)),
    handle(get, (input, ctx) => products.get(input.id, ctx.user)),
    handle(remove, (input, ctx) => edits(ctx.user, () => products.remove(input.ids, ctx.user))),
    handle(adjustStock, (input, ctx) => edits(ctx.user, () => products.stock.adjustStock(input, ctx.user))),
    handle(stockHistory, (input, ctx) => products.stock.stockHistory(input, ctx.user)),
    handleUpload(uploadImg, async (ctx) => {
      const { user, paths } = await receiveUploadedImages(ctx, images, PRODUCT_UPLOAD_LIMITS);
      // who uploaded what: the AI assistant only reads a caller's own photos (docs/decisions/0072)
      await uploads?.record(user.id, paths);
      return { file_path: paths };
    }),
  ];
}

/** the catalogue's writes, refused to a till's member without edit_products (docs/decisions/0280-staff-pins-and-roles.md) */
function edits<T>(user: SessionUser, write: () => Promise<T>): Promise<T> {
  requirePermission(user, 'edit_products');
  return write();
}
