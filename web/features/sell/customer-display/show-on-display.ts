import { useEffect } from 'react';
import { type DisplayStage, showOnDisplay } from '../../../../contract/displays';
import { callApi } from '../../../lib/api';
import { tillHasDisplay } from './display-storage';

/**
 * The till tells its paired displays what it shows (`/res/display/show`); nothing is sent when this till paired
 * none. A failure is dropped: the next change sends again, and the sale itself never waits on the display.
 */
export function showOnCustomerDisplay(saleId: string | null, stage: DisplayStage): void {
  if (!tillHasDisplay()) return;
  callApi(showOnDisplay, { sale_id: saleId, stage }).catch(() => undefined);
}

/** Sends `stage` for `saleId` whenever `key` changes (e.g. each time the sale is saved); `key` null waits. */
export function useShowOnDisplay(saleId: string | null, stage: DisplayStage, key: unknown): void {
  useEffect(() => {
    if (key === null) return;
    showOnCustomerDisplay(saleId, stage);
  }, [saleId, stage, key]);
}
