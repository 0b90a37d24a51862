import { FpsQr } from './FpsQr';
import { useFpsIdentifier } from './useFpsIdentifier';

/** At the POS: the seller's dynamic FPS code for this amount, when they entered an FPS identifier. */
export function SellerFpsQr({ amountCents, reference }: { amountCents: number; reference: string }) {
  const fps = useFpsIdentifier().data?.fps;
  if (!fps) return null;
  return <FpsQr payee={fps} amountCents={amountCents} reference={reference} />;
}
