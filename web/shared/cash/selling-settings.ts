import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_SELLING_SETTINGS,
  SellingSettings,
  sellingSettings,
  updateSellingSettings,
} from '../../../contract/selling-settings';
import { callApi } from '../../lib/api';
import { useWrite } from '../../lib/use-write';

/** TanStack Query keys of the seller's selling settings (docs/decisions/0264-cash-rounding.md). */
export const sellingSettingsKeys = { all: ['selling-settings'] as const };

/** the last settings read on this device, for the offline till (which cannot ask) */
const STORED = 'stallfeed:selling-settings';

function stored(): SellingSettings | null {
  try {
    const parsed = SellingSettings.safeParse(JSON.parse(globalThis.localStorage?.getItem(STORED) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `/res/selling_settings/get`: the seller's own selling settings, for the till's cash screens (the amount due rounds
 * to 10¢ when on) and the settings screen. Kept on the device as last read, so the offline till rounds as the server
 * will when it syncs; never read: the defaults (rounding on), as the server has them.
 */
export function useSellingSettings() {
  const query = useQuery({
    queryKey: sellingSettingsKeys.all,
    queryFn: async () => {
      const settings = await callApi(sellingSettings, {});
      try {
        globalThis.localStorage?.setItem(STORED, JSON.stringify(settings));
      } catch {
        // private mode or full: the till asks again next time
      }
      return settings;
    },
    staleTime: 5 * 60_000,
  });
  return { ...query, settings: query.data ?? stored() ?? DEFAULT_SELLING_SETTINGS };
}

/** `/res/selling_settings/update`: the seller switches cash rounding on or off. */
export function useUpdateSellingSettings() {
  return useWrite(updateSellingSettings, [sellingSettingsKeys.all]);
}
