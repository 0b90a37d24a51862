import { useState } from 'react';

/**
 * A form's draft and its field errors, shown only once the person has tried to save (no red fields while
 * they are still typing the first time). `check()` marks the try and says whether the draft may be sent.
 */
export function useCheckedDraft<D extends object, E extends object>(initial: D, validate: (draft: D) => E) {
  const [draft, setDraft] = useState<D>(initial);
  const [tried, setTried] = useState(false);
  return {
    draft,
    errors: tried ? validate(draft) : ({} as E),
    /** change some fields */
    set: (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch })),
    check(): boolean {
      setTried(true);
      return Object.keys(validate(draft)).length === 0;
    },
  };
}
