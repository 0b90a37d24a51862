import {
  ApiError,
  authHeader,
  type Envelope,
  isSessionFailure,
  normalizeFailure,
  sessionFailed,
} from './api';
import { reportAnswer, reportNoAnswer } from './connectivity';
import { getToken } from './session';
import { transportMessage } from './transport-errors';

/**
 * A private file the server answers to the session only (a payment-claim screenshot, decision 0259): GET with the
 * stored token, as a Blob. A refusal is an ApiError like a call's (40015 ends the session as a call's does).
 */
export async function fetchPrivateFile(url: string): Promise<Blob> {
  const sentWith = getToken();
  let res: Response;
  try {
    res = await fetch(url, { headers: authHeader() });
    reportAnswer();
  } catch {
    reportNoAnswer();
    throw new ApiError(transportMessage('network'), undefined, 0);
  }
  if (res.ok) return res.blob();
  const body = (await res.json().catch(() => null)) as Envelope | null;
  if (isSessionFailure(body)) sessionFailed(sentWith);
  throw normalizeFailure(body, res.status);
}
