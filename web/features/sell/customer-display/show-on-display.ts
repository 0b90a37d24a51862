import { useEffect, useRef } from 'react';
import { type DisplayStage, showOnDisplay } from '../../../../contract/displays';
import { callApi } from '../../../lib/api';
import { tillHasDisplay } from './display-storage';

/**
 * The till tells its paired displays what it shows (`/res/display/show`); nothing is sent when this till paired
 * none. A failure is dropped: the next change sends again, and the sale itself never waits on the display.
 */
export function showOnCustomerDisplay(saleId: string | null, stage: DisplayStage, fpsAmount?: number): void {
  if (!tillHasDisplay()) return;
  callApi(showOnDisplay, {
    sale_id: saleId,
    stage,
    ...(fpsAmount !== undefined ? { fps_amount: fpsAmount } : {}),
  }).catch(() => undefined);
}

/**
 * Sends `stage` for `saleId` whenever `key` changes (e.g. each time the sale is saved); `key` null waits.
 * `fpsAmount`: a split payment's FPS part, the amount the display's FPS code asks instead of the total.
 */
export function useShowOnDisplay(
  saleId: string | null,
  stage: DisplayStage,
  key: unknown,
  fpsAmount?: number,
): void {
  useEffect(() => {
    if (key === null) return;
    showOnCustomerDisplay(saleId, stage, fpsAmount);
  }, [saleId, stage, key, fpsAmount]);
}

/**
 * The till's sale on its displays while she rings it up. Each save is shown by the server itself as it answers
 * (server/displays/service.ts `follow`), so the till says only what no save says: the sale it opens with, another
 * sale it turns to, and none when the sale is cleared. A sale it has just started was shown by that first save.
 */
export function useShowTillSale(saleId: string | null): void {
  const shown = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const before = shown.current;
    shown.current = saleId;
    if (before === null && saleId !== null) return;
    showOnCustomerDisplay(saleId, 'ringing');
  }, [saleId]);
}
