import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** a chunk's static imports and theirs: what the browser fetches with it before it can run */
export function staticImportsOf(
  bundle: OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return into;
  for (const imported of chunk.imports) {
    if (into.has(imported)) continue;
    into.add(imported);
    staticImportsOf(bundle, imported, into);
  }
  return into;
}
