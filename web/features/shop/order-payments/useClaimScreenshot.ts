import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPrivateFile } from '../../../lib/private-file';
import { claimKeys } from './keys';

/**
 * `GET /api/claim-img/…`: the claim's screenshot, which the server gives the order's buyer and seller only
 * (decision 0259), fetched with the session and shown from a local object URL (revoked when no longer shown).
 */
export function useClaimScreenshot(url: string | null) {
  const query = useQuery({
    queryKey: claimKeys.screenshot(url ?? ''),
    queryFn: () => fetchPrivateFile(url!),
    enabled: url !== null,
    // the address names the image's hash: the same address is always the same picture
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setSrc(null);
      return;
    }
    const objectUrl = URL.createObjectURL(query.data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { src, error: query.error };
}
