import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the map of the code; this keeps it true. Every server domain and sub-domain and
 * every web feature is named there as a path, and every folder path it names exists.
 */
const root = path.resolve(import.meta.dirname, '..');
const map = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

const dirs = (rel: string) =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

/** folders that hold code of a domain's own (not generated SQL snapshots, not test support) */
const NOT_A_PART = new Set(['sql', 'testing', 'migrations', 'seed']);

/** The sub-domains of a domain: its folders of code, apart from snapshots, migrations, seeds and test support. */
function subDomainsOf(domain: string): string[] {
  return dirs(`server/${domain}`).filter(
    (d) =>
      !NOT_A_PART.has(d) &&
      fs.readdirSync(path.join(root, 'server', domain, d)).some((f) => f.endsWith('.ts')),
  );
}

describe('docs/architecture.md', () => {
  it('names every server domain and every sub-domain', () => {
    const missing: string[] = [];
    for (const domain of dirs('server')) {
      if (!map.includes(`server/${domain}/`)) missing.push(`server/${domain}/`);
      for (const sub of subDomainsOf(domain)) {
        if (!map.includes(`\`${sub}/\``) && !map.includes(`server/${domain}/${sub}/`)) {
          missing.push(`server/${domain}/${sub}/`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every web feature under its group', () => {
    const missing: string[] = [];
    for (const group of dirs('web/features')) {
      for (const feature of dirs(`web/features/${group}`)) {
        if (!map.includes(`web/features/${group}/${feature}/`))
          missing.push(`web/features/${group}/${feature}/`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every folder it names exists', () => {
    const named = [...map.matchAll(/`((?:server|web|contract|e2e|bench|scripts|docs)\/[\w./-]*\/)`/g)].map(
      (m) => m[1]!,
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((p) => !fs.existsSync(path.join(root, p)))).toEqual([]);
  });
});
