import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractForBrowser } from './vite-contract-for-browser';

const contractDir = path.resolve(import.meta.dirname, '../contract');

/** What the browser build makes of a contract file: TypeScript stripped, then this plugin. */
async function browserCode(file: string): Promise<string> {
  const id = path.join(contractDir, file);
  const js = (await transformWithOxc(fs.readFileSync(id, 'utf8'), id)).code;
  const plugin = contractForBrowser();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return transform.call({ parse: (code: string) => parseAst(code) }, js, id)?.code ?? js;
}

describe('the contract in the browser build', () => {
  it('keeps each call path, auth and timeout, and the plain constants, without a schema', async () => {
    const code = await browserCode('posts.ts');
    expect(code).toMatch(/path: ["']\/res\/post\/list["']/);
    expect(code).toMatch(/path: ["']\/res\/post\/upload_img["'][\s\S]*?multipart: true/);
    expect(code).toMatch(/export const POST_IMAGES_MAX = 10/);
    expect(code).not.toMatch(/\binput:|\boutput:|strictObject/);
  });

  it('drops an import only the removed schemas used (the prohibited terms stay out of the feed)', async () => {
    const code = await browserCode('posts.ts');
    expect(code).not.toMatch(/prohibited-terms/);
    expect(code).toMatch(/from ["']\.\/categories["']/);
  });

  it('leaves no zod expression evaluated when any contract file loads', async () => {
    const files = fs.readdirSync(contractDir).filter((f) => /^[a-z-]+\.ts$/.test(f));
    for (const file of files) {
      const code = await browserCode(file);
      // functions that build schemas stay (only a call would evaluate them); values must not hold any
      type N = { type: string; start: number; end: number; declaration?: N; declarations?: { init?: N }[] };
      const topLevel = (parseAst(code).body as unknown as N[])
        .map((s) => (s.type === 'ExportNamedDeclaration' ? s.declaration : s))
        .flatMap((s) => (s?.type === 'VariableDeclaration' ? (s.declarations ?? []).map((d) => d.init) : []))
        .filter((init): init is N => !!init && !/Function/.test(init.type))
        .map((init) => code.slice(init.start, init.end));
      for (const statement of topLevel) expect(statement, file).not.toMatch(/\bz\.[a-zA-Z]+\(/);
    }
  });
});
