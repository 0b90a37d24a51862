import { z } from 'zod';
import type { CallDef } from '../../contract/call';
import { ERRORS } from '../../contract/errors';

/** The OpenAPI document, built from the same contract declarations the handlers are registered from. */
export function buildOpenApi(calls: CallDef[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    const input = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' });
    const output = z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' });
    const operation = {
      summary: call.summary,
      operationId: call.path.replace(/^\//, '').replace(/\//g, '_'),
      security: call.auth === 'optional' ? [] : [{ bearer: [] }],
      'x-auth': call.auth,
      requestBody: call.multipart
        ? {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    files: { type: 'array', items: { type: 'string', format: 'binary' } },
                    token: { type: 'string' },
                  },
                },
              },
            },
          }
        : {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { data: input }, required: ['data'] },
              },
            },
          },
      responses: {
        200: {
          description: 'success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { success: { const: true }, data: output },
                required: ['success', 'data'],
              },
            },
          },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    };
    for (const path of [call.path, ...(call.aliases ?? [])]) paths[`/api${path}`] = { post: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stallfeed API',
      version,
      description:
        'Every call is POST /api/<path> with body {"data": {...}}; answers {"success": true, "data": ...} or {"success": false, "error": {"message", "code"}}. Error codes: ' +
        Object.values(ERRORS)
          .map((e) => `${e.code} (${e.status}) ${e.message.en}`)
          .join('; '),
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      responses: {
        Error: {
          description: 'failure',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: false },
                  error: {
                    type: 'object',
                    properties: { message: { type: 'string' }, code: { type: 'integer' } },
                    required: ['message', 'code'],
                  },
                },
              },
            },
          },
        },
      },
    },
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A browsable page of the calls: plain HTML, no script (the CSP allows none inline). */
export function renderDocsPage(calls: CallDef[]): string {
  const rows = calls
    .map((call) => {
      const input = JSON.stringify(
        z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }),
        null,
        2,
      );
      const output = JSON.stringify(
        z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }),
        null,
        2,
      );
      return `<details><summary><code>POST /api${escapeHtml(call.path)}</code> — ${escapeHtml(call.summary)} <em>(${call.auth})</em></summary>
<h4>data</h4><pre>${call.multipart ? 'multipart/form-data: files (repeated), token' : escapeHtml(input)}</pre>
<h4>response data</h4><pre>${escapeHtml(output)}</pre></details>`;
    })
    .join('\n');
  const errors = Object.values(ERRORS)
    .map((e) => `<tr><td>${e.code}</td><td>${e.status}</td><td>${escapeHtml(e.message.en)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Stallfeed API</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem}pre{background:#f6f6f6;padding:.75rem;overflow:auto}summary{cursor:pointer;padding:.4rem 0}table{border-collapse:collapse}td{border:1px solid #ddd;padding:.2rem .5rem}</style></head>
<body><h1>Stallfeed API</h1><p>Every call is <code>POST /api/&lt;path&gt;</code> with JSON <code>{"data": {...}}</code> and <code>Authorization: Bearer &lt;token&gt;</code>. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${rows}<h2>Error codes</h2><table><tr><th>code</th><th>HTTP</th><th>meaning</th></tr>${errors}</table></body></html>`;
}
