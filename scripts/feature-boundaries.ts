import fs from 'node:fs';
import path from 'node:path';

/**
 * The boundary between web features (docs/decisions/0094-web-feature-boundaries.md): a feature is a folder
 * `web/features/<group>/<feature>/`; a file of one feature may use another only through its `index.ts`, its public
 * surface. Lazy `import()` of a module is allowed: a code-splitting point must name the module itself, or
 * the chunk would take the whole feature. Shared pieces live in `web/shared/`, `web/ui/` and `web/lib/`.
 */
export interface BoundaryViolation {
  file: string;
  line: number;
  specifier: string;
}

/** static `import … from`, `export … from` (over several lines too) and bare `import '…'`; not `import()` */
const STATIC_IMPORT =
  /^[ \t]*(?:import|export)\b[^;'"()]*?\bfrom\s*['"](\.[^'"]+)['"]|^[ \t]*import\s*['"](\.[^'"]+)['"]/gm;

/** Who uses them (docs/decisions/0094): every feature lives in one of these groups. */
export const FEATURE_GROUPS = ['shop', 'sell', 'back-office', 'social', 'account', 'platform'] as const;

/** `<group>/<feature>` of a path under web/features, or null outside a feature. */
function featureOf(relPath: string): string | null {
  const m = /^web\/features\/([^/]+\/[^/]+)\//.exec(relPath);
  return m ? m[1]! : null;
}

/**
 * What is wrong with the folders themselves: a group that is not one of the six, or a file directly in
 * web/features/ or in a group (a group holds feature folders and at most a README.md).
 */
export function layoutProblems(entries: { path: string; isDirectory: boolean }[]): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    const parts = e.path.split('/').slice(2); // after web/features
    if (parts.length === 1) {
      if (!e.isDirectory) problems.push(`${e.path}: files belong in a feature folder`);
      else if (!(FEATURE_GROUPS as readonly string[]).includes(parts[0]!))
        problems.push(`${e.path}: not a feature group (${FEATURE_GROUPS.join(', ')})`);
    } else if (parts.length === 2 && !e.isDirectory && parts[1] !== 'README.md') {
      problems.push(`${e.path}: a group holds feature folders only`);
    }
  }
  return problems;
}

/** The violations in one file's text; `file` is its path from the repository root, with `/`. */
export function boundaryViolations(file: string, text: string): BoundaryViolation[] {
  const own = featureOf(file);
  if (!own) return [];
  const found: BoundaryViolation[] = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const specifier = m[1] ?? m[2]!;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const other = featureOf(`${target}/`);
    if (!other || other === own) continue;
    if (target === `web/features/${other}` || target === `web/features/${other}/index`) continue;
    const line = text.slice(0, m.index + m[0].length).split('\n').length;
    found.push({ file, line, specifier });
  }
  return found;
}

/** One import of a feature by another: who imports, whom, from which file and line, and whether lazily. */
export interface FeatureEdge {
  from: string;
  to: string;
  file: string;
  line: number;
  lazy: boolean;
}

/** every relative import of a file: static (`import`, `export … from`, `import type`) and lazy `import()` */
const ANY_IMPORT = /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/**
 * The imports of other features in one file's text (docs/decisions/0285-products-seams-and-feature-cycles.md):
 * static ones, type-only ones (a type names the other feature's module as much as a value does) and lazy
 * `import()`s, marked `lazy`. Tests are left out: they are not part of the app, and may use two features together.
 */
export function featureEdges(file: string, text: string): FeatureEdge[] {
  const own = featureOf(file);
  // a test may exercise two features together; it is not part of the app
  if (!own || /\.test\.tsx?$/.test(file)) return [];
  const found: FeatureEdge[] = [];
  const add = (specifier: string, index: number, lazy: boolean) => {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const other = featureOf(`${target}/`);
    if (!other || other === own) return;
    found.push({ from: own, to: other, file, line: text.slice(0, index).split('\n').length, lazy });
  };
  for (const m of text.matchAll(STATIC_IMPORT)) add(m[1] ?? m[2]!, m.index + m[0].length, false);
  for (const m of text.matchAll(ANY_IMPORT)) add(m[1]!, m.index, true);
  return found;
}

/**
 * The import cycles between features: each group of features that reach one another (a strongly connected
 * component of the feature graph, Tarjan's), with one closed path through it and the imports along that path.
 * A lazy import counts as any other: the page it loads still depends on the feature that loads it only if
 * that feature is imported back, and then the two are one feature in all but name.
 */
export function featureCycles(edges: FeatureEdge[]): { features: string[]; path: FeatureEdge[] }[] {
  const next = new Map<string, Map<string, FeatureEdge>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Map());
    if (!next.has(e.to)) next.set(e.to, new Map());
    if (!next.get(e.from)!.has(e.to)) next.get(e.from)!.set(e.to, e);
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    order.set(v, order.size);
    low.set(v, order.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of [...next.get(v)!.keys()].sort()) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!order.has(v)) visit(v);
  return components.map((features) => ({ features, path: closedPath(features, next) }));
}

/** a shortest path from the component's first feature back to itself, inside the component */
function closedPath(features: string[], next: Map<string, Map<string, FeatureEdge>>): FeatureEdge[] {
  const inside = new Set(features);
  const start = features[0]!;
  const cameBy = new Map<string, FeatureEdge>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const [w, e] of [...next.get(v)!].sort(([a], [b]) => a.localeCompare(b))) {
      if (!inside.has(w) || cameBy.has(w)) continue;
      cameBy.set(w, e);
      if (w === start) queue.length = 0;
      else queue.push(w);
    }
  }
  const path: FeatureEdge[] = [];
  for (let at = start; path.length === 0 || at !== start; ) {
    const e = cameBy.get(at)!;
    path.unshift(e);
    at = e.from;
  }
  return path;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const featuresDir = path.join(root, 'web/features');
  const entries = fs
    .readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })
    .filter((rel) => rel.split(path.sep).length <= 2)
    .map((rel) => ({
      path: `web/features/${rel.split(path.sep).join('/')}`,
      isDirectory: fs.statSync(path.join(featuresDir, rel)).isDirectory(),
    }));
  const problems = layoutProblems(entries);
  for (const p of problems) console.error(p);
  if (problems.length > 0) process.exit(1);
  const violations = sourceFiles(featuresDir).flatMap((abs) =>
    boundaryViolations(path.relative(root, abs).split(path.sep).join('/'), fs.readFileSync(abs, 'utf8')),
  );
  for (const v of violations) {
    console.error(
      `${v.file}:${v.line}: '${v.specifier}' reaches into another feature; import it from that feature's index.ts`,
    );
  }
  if (violations.length > 0) {
    console.error(
      `${violations.length} import(s) across feature boundaries (docs/decisions/0094-web-feature-boundaries.md)`,
    );
    process.exit(1);
  }
  const cycles = featureCycles(
    sourceFiles(featuresDir).flatMap((abs) =>
      featureEdges(path.relative(root, abs).split(path.sep).join('/'), fs.readFileSync(abs, 'utf8')),
    ),
  );
  for (const c of cycles) {
    console.error(`features that import one another: ${c.features.join(', ')}`);
    for (const e of c.path) {
      console.error(`  ${e.from} → ${e.to}: ${e.file}:${e.line}${e.lazy ? ' (lazy import())' : ''}`);
    }
  }
  if (cycles.length > 0) {
    console.error(
      `${cycles.length} import cycle(s) between features: move what they share to web/shared/, or pass it in (docs/decisions/0285-products-seams-and-feature-cycles.md)`,
    );
    process.exit(1);
  }
  console.log(
    'Feature boundaries: every import between web features goes through an index.ts, and no features import one another.',
  );
}
