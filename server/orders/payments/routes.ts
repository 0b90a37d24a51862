import {
  ClaimScreenshotQuery,
  claimedOrders,
  claimPayment,
  claimScreenshot,
  paymentClaim,
  rejectPayment,
} from '../../../contract/order-payments';
import { receivedPayment } from '../../../contract/orders';
import { AppError } from '../../http/app-error';
import { handle, handleUpload, type Route } from '../../http/calls';
import { receiveUploadedImages } from '../../http/upload';
import { validationText } from '../../http/validation';
import type { ImageStore } from '../../media';
import { CLAIM_IMAGE_PREFIX, claimImageStore } from './claim-images';
import type { PaymentClaimsService } from './payment-claims';
import type { ReceivedPayment } from './received-payment';

/** One screenshot of a payment app; 10 MB covers any phone's screenshot. */
const SCREENSHOT_LIMITS = { maxFiles: 1, maxFileBytes: 10 * 1024 * 1024 };

export function paymentRoutes(
  payments: ReceivedPayment,
  claims: PaymentClaimsService,
  images: ImageStore,
): Route[] {
  return [
    handle(receivedPayment, (input, ctx) => payments.record(input, ctx.user)),
    handle(claimPayment, (input, ctx) => claims.claim(input, ctx.user)),
    handleUpload(claimScreenshot, async (ctx) => {
      const query = ClaimScreenshotQuery.safeParse(ctx.request.query ?? {});
      // stored under claims/, which /img never serves: read back through /api/claim-img (./claim-images.ts)
      const { user, paths } = await receiveUploadedImages(
        ctx,
        claimImageStore(images),
        SCREENSHOT_LIMITS,
        () => {
          if (!query.success) throw new AppError('validation', validationText(query.error));
        },
      );
      // the hook above has thrown unless the query parsed; the order and its claim are checked here
      return claims.attachScreenshot(query.data!.id, CLAIM_IMAGE_PREFIX + paths[0]!, user);
    }),
    handle(rejectPayment, (input, ctx) => claims.reject(input, ctx.user)),
    handle(paymentClaim, (input, ctx) => claims.get(input.id, ctx.user)),
    handle(claimedOrders, (_input, ctx) => claims.claimed(ctx.user)),
  ];
}
