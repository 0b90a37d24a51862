import { useCallback, useState } from 'react';
import type { AiSource } from '../../../../contract/ai';

/**
 * Which form fields hold an AI suggestion the user has not edited yet, and why each was suggested.
 * A field stays marked "suggested" until the user changes it (`edited`).
 */
export function useSuggestions<F extends string>() {
  const [marked, setMarked] = useState<ReadonlyMap<F, AiSource[]>>(new Map());

  const mark = useCallback(
    (
      fields: F[],
      sources: AiSource[],
      sourceField: (f: F) => AiSource['field'] = (f) => f as AiSource['field'],
    ) => {
      setMarked((current) => {
        const next = new Map(current);
        for (const f of fields)
          next.set(
            f,
            sources.filter((s) => s.field === sourceField(f)),
          );
        return next;
      });
    },
    [],
  );

  const edited = useCallback((fields: string[]) => {
    setMarked((current) => {
      if (!fields.some((f) => current.has(f as F))) return current;
      const next = new Map(current);
      for (const f of fields) next.delete(f as F);
      return next;
    });
  }, []);

  return { marked, mark, edited, has: (f: F) => marked.has(f), sourcesOf: (f: F) => marked.get(f) ?? [] };
}

export type Suggestions<F extends string> = ReturnType<typeof useSuggestions<F>>;
