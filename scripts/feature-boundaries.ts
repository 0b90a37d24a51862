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
  console.log('Feature boundaries: every import between web features goes through an index.ts.');
}
