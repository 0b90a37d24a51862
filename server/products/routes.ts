import { adjustStock, stockHistory } from '../../contract/product-stock';
import { create, filter, get, list, type Product, remove, update, uploadImg } from '../../contract/products';
import { handle, handleUpload, type Route } from '../http/calls';
import type { SessionUser } from '../http/context';
import { receiveUploadedImages } from '../http/upload';
import type { ImageStore } from '../media';
import type { UploadRecords } from '../media/uploads';
import { mayDo, requirePermission } from '../staff/permissions';
import { withoutCost } from './product-view';
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
    handle(create, async (input, ctx) => {
      const out = await edits(ctx.user, () => products.create(input, ctx.user));
      return { ...out, product: costsFor(ctx.user, out.product) };
    }),
    handle(update, async (input, ctx) => {
      const out = await edits(ctx.user, () => products.update(input, ctx.user));
      return { ...out, product: costsFor(ctx.user, out.product) };
    }),
    handle(filter, (input, ctx) => products.listing.filter(input, ctx.user)),
    handle(list, async (input, ctx) =>
      (await products.listing.list(input, ctx.user)).map((p) => costsFor(ctx.user, p)),
    ),
    handle(get, async (input, ctx) => costsFor(ctx.user, await products.get(input.id, ctx.user))),
    handle(remove, (input, ctx) => edits(ctx.user, () => products.remove(input.ids, ctx.user))),
    handle(adjustStock, async (input, ctx) => {
      const out = await edits(ctx.user, () => products.stock.adjustStock(input, ctx.user));
      return { ...out, product: costsFor(ctx.user, out.product) };
    }),
    handle(stockHistory, (input, ctx) => products.stock.stockHistory(input, ctx.user)),
    handleUpload(uploadImg, async (ctx) => {
      const { user, paths } = await receiveUploadedImages(ctx, images, PRODUCT_UPLOAD_LIMITS);
      // who uploaded what: the AI assistant only reads a caller's own photos (docs/decisions/0072)
      await uploads?.record(user.id, paths);
      return { file_path: paths };
    }),
  ];
}

/** a product as the caller may see it: without its cost for a till's member without see_costs (decision 0280) */
function costsFor(user: SessionUser | null, product: Product): Product {
  return !user || mayDo(user, 'see_costs') ? product : withoutCost(product);
}

/** the catalogue's writes, refused to a till's member without edit_products (docs/decisions/0280-staff-pins-and-roles.md) */
function edits<T>(user: SessionUser, write: () => Promise<T>): Promise<T> {
  requirePermission(user, 'edit_products');
  return write();
}
