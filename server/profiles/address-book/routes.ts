import {
  addAddress,
  addStorePickupAddress,
  listAddress,
  listPaymentCode,
  listStorePickupAddresses,
  removeAddress,
  removePaymentCode,
  removeStorePickupAddress,
  showPaymentCode,
  UploadCodeQuery,
  updateAddress,
  updateStorePickupAddress,
  uploadCode,
} from '../../../contract/users';
import { AppError } from '../../http/app-error';
import { handle, handleUpload, type Route } from '../../http/calls';
import { receiveUploadedImages } from '../../http/upload';
import { validationText } from '../../http/validation';
import type { ImageStore } from '../../media';
import type { AddressBookService } from './service';

/** A payment code is one QR image; 10 MB is plenty for a screenshot or photo of one. */
export const PAYMENT_CODE_UPLOAD_LIMITS = { maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 };

export function addressBookRoutes(addressBook: AddressBookService, images: ImageStore): Route[] {
  return [
    handle(addAddress, (input, ctx) => addressBook.addAddress(input, ctx.user)),
    handle(listAddress, (_input, ctx) => addressBook.listAddresses(ctx.user)),
    handle(updateAddress, (input, ctx) => addressBook.updateAddress(input, ctx.user)),
    handle(removeAddress, (input, ctx) => addressBook.removeAddress(input._id, ctx.user)),
    handle(listStorePickupAddresses, (input, ctx) => addressBook.listPickups(input.seller_id ?? ctx.user.id)),
    handle(addStorePickupAddress, (input, ctx) => addressBook.addPickup(input, ctx.user)),
    handle(updateStorePickupAddress, (input, ctx) => addressBook.updatePickup(input, ctx.user)),
    handle(removeStorePickupAddress, (input, ctx) => addressBook.removePickup(input._id, ctx.user)),
    handleUpload(uploadCode, async (ctx) => {
      // the query is checked after the session (anonymous → 401 like every call) and before any
      // image work (a wrong type costs nothing)
      const query = UploadCodeQuery.safeParse(ctx.request.query ?? {});
      const { user, paths } = await receiveUploadedImages(
        ctx,
        images,
        PAYMENT_CODE_UPLOAD_LIMITS,
        (caller) => {
          if (!query.success) throw new AppError('validation', validationText(query.error));
          // where payments go: a recent proof of identity first, before any image work (0222)
          return addressBook.assertMayChangePayout(caller);
        },
      );
      // the hook above has thrown unless the query parsed
      return addressBook.addPaymentCode({ ...query.data!, image: paths[0]! }, user);
    }),
    handle(listPaymentCode, (_input, ctx) => addressBook.listPaymentCodes(ctx.user.id)),
    handle(showPaymentCode, (input, ctx) => addressBook.showPaymentCode(input.id, ctx.user)),
    handle(removePaymentCode, (input, ctx) => addressBook.removePaymentCode(input.id, ctx.user)),
  ];
}
