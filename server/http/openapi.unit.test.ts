import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { compileErrors, validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../contract/index';
import { buildOpenApi, errorsOf } from './openapi';

/**
 * The OpenAPI document (docs/decisions/0221-openapi-document.md), checked by implementations we did not write:
 * @readme/openapi-parser validates it against the OpenAPI 3.1 schema and its rules (unique operationIds among
 * them), @apidevtools/swagger-parser (the most used validator) validates it too, and openapi-typescript
 * generates a typed client from it that the TypeScript compiler accepts.
 */
const doc = () => buildOpenApi(ALL_CALLS, '0.0.0-test', 'https://market.example');

type Operation = { operationId: string; responses: Record<string, { description: string }> };
const operations = () =>
  Object.entries(doc().paths as Record<string, { post: Operation }>).map(
    ([p, item]) => [p, item.post] as const,
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 to an independent validator', async () => {
    const result = await validate(structuredClone(doc()) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('is valid to @apidevtools/swagger-parser too (it refuses a licence with neither identifier nor url)', async () => {
    // validate throws with what is wrong; it dereferences the document it is given, hence the copy
    await expect(SwaggerParser.validate(structuredClone(doc()) as never)).resolves.toBeTruthy();
    const withoutId = structuredClone(doc());
    delete (withoutId.info.license as { identifier?: string }).identifier;
    await expect(SwaggerParser.validate(withoutId as never)).rejects.toThrow(/license|identifier|url/i);
    // two full validations of ~400 operations: a few seconds each on a busy machine
  }, 60_000);

  it('gives every path its own operationId (the /collection/* aliases included), servers and a licence', () => {
    const ids = operations().map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('user_saved_list_collection');
    expect(ids).toContain('collection_list_collection');
    expect(doc().servers).toEqual([{ url: 'https://market.example', description: 'this server' }]);
    expect(doc().info.license.name).toBeTruthy();
    expect(doc().info.license.identifier).toBe('LicenseRef-Proprietary');
  });

  it('documents the error codes each call may answer, by status, in the one envelope', () => {
    const byPath = new Map(operations());
    const login = byPath.get('/api/auth/user/login')!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429', '500']));
    expect(login.responses['401']!.description).toContain('40101');
    // a seller call answers 403 sellerOnly and 401 40015
    const create = byPath.get('/api/res/product/create')!;
    expect(create.responses['401']!.description).toContain('40015');
    expect(create.responses['403']!.description).toMatch(/4030\d/);
    // checkout may answer out of stock
    expect(errorsOf(ALL_CALLS.find((c) => c.path === '/res/order/checkout')!)).toContain('outOfStock');
    for (const [, op] of operations()) expect(op.responses['400'], op.operationId).toBeDefined();
  });

  it('generates a typed client that compiles', async () => {
    const types = astToString(await openapiTS(structuredClone(doc()) as never));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallfeed-openapi-'));
    fs.writeFileSync(path.join(dir, 'api.ts'), types);
    // a client's use of the generated types: the wrong field type must not compile, the right one must
    fs.writeFileSync(
      path.join(dir, 'use.ts'),
      `import type { paths } from './api';
type Login = paths['/api/auth/user/login']['post'];
type Body = NonNullable<Login['requestBody']>['content']['application/json'];
export const body: Body = { data: { email: 'mei@stallfeed.demo', passwd: 'secret-secret' } };
type Ok = Login['responses'][200]['content']['application/json'];
export const token = (ok: Ok): string => ok.data.token;
type Failure = Login['responses'][401]['content']['application/json'];
export const code = (f: Failure): number => f.error.code;
`,
    );
    fs.writeFileSync(
      path.join(dir, 'wrong.ts'),
      `import type { paths } from './api';
type Body = NonNullable<paths['/api/auth/user/login']['post']['requestBody']>['content']['application/json'];
export const body: Body = { data: { email: 42, passwd: 'x' } };
`,
    );
    // one program for the three files, with the language's own library only (no DOM, no @types packages): a client
    // of the generated types needs nothing else, and two programs of every library took seconds on a busy machine
    const program = ts.createProgram(
      ['api.ts', 'use.ts', 'wrong.ts'].map((f) => path.join(dir, f)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        lib: ['lib.es2022.d.ts'],
        types: [],
        skipLibCheck: true,
      },
    );
    const diagnostics = (file: string) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(path.join(dir, file)))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect([...diagnostics('api.ts'), ...diagnostics('use.ts')]).toEqual([]);
    expect(diagnostics('wrong.ts').join('\n')).toMatch(/number.*string|not assignable/);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
