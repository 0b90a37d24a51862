import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => server.close());

const post = (path: string, body: string, type = 'application/json') =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('wire rules of docs/wire-rules.md', () => {
  it('answers malformed JSON with the 400 envelope', async () => {
    const res = await post('/api/auth/user/login', '{"data": {');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 40001, message: 'The request body is not valid JSON.' },
    });
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    const res = await post('/api/no/such/call', '{}');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 40401 } });
    const get = await fetch(`${server.url}/api/auth/user/login`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ success: false });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post('/api/auth/user/login', JSON.stringify({ data: { email: 'a'.repeat(10_000) } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, error: { code: 41300 } });
  });

  it('accepts an empty body and a bare {} as an empty payload', async () => {
    const empty = await post('/api/auth/user/me', '');
    expect(empty.status).toBe(401); // parsed fine, then refused for the missing session
    const bare = await post('/api/auth/user/me', '{}');
    expect((await bare.json()).error.code).toBe(40015);
  });

  it('refuses other content types with the envelope', async () => {
    const res = await post('/api/auth/user/login', 'email=a', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('sends security headers and a request id', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: server.dbKind });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('publishes the OpenAPI document and a docs page', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/auth/user/login'].post).toBeDefined();
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/api/auth/user/register');
  });

  it('validates input types and reports the field', async () => {
    const res = await server.call('/auth/user/login', { email: 42, passwd: ['x'] });
    expect(res.status).toBe(400);
    if (res.body.success) throw new Error('expected failure');
    expect(res.body.error.code).toBe(40000);
    expect(res.body.error.message).toContain('i18n:');
  });

  it('never leaks internals in error messages', async () => {
    const res = await post(
      '/api/auth/user/register',
      JSON.stringify({ data: { email: 'x@y.z', passwd: null } }),
    );
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.ts:\d+|SELECT |INSERT |node_modules|\/work\//i);
  });
});
