import { z } from 'zod';
import type { CallDef } from '../../contract/call';
import { ERRORS } from '../../contract/errors';

type ErrorName = keyof typeof ERRORS;

/** What any call may answer: a bad body, too big or too fast, and failures of ours or of a service we use. */
const EVERY_CALL: ErrorName[] = [
  'validation',
  'malformedJson',
  'payloadTooLarge',
  'unsupportedMedia',
  'nestingTooDeep',
  'rateLimited',
  'floodThrottled',
  'writesThrottled',
  'internal',
  'unavailable',
  'dependencyDown',
];

/**
 * The codes of each area, by path (docs/decisions/0221-openapi-document.md): a call may answer the codes of its
 * area besides those of every call and of its sign-in rule. Kept with the error catalogue in mind: a code
 * missing here still reaches clients, it is only undocumented for that call.
 */
const AREA_ERRORS: [RegExp, ErrorName[]][] = [
  [
    /^\/auth\/|^\/user\/account\//,
    [
      'badCredentials',
      'weakPassword',
      'emailTaken',
      'usernameTaken',
      'authLinkInvalid',
      'authWrongPassword',
      'authSessionNotFound',
      'authHasPassword',
      'authMailThrottled',
      'walletMessageInvalid',
      'walletNonceInvalid',
      'walletMessageExpired',
      'walletWrongSite',
      'walletSignatureInvalid',
      'walletTaken',
      'walletLastWayIn',
      'walletNotLinked',
      'ssoNotConfigured',
      'ssoStateInvalid',
      'ssoRefused',
      'ssoUnavailable',
    ],
  ],
  [
    /^\/res\/product\//,
    [
      'productNotFound',
      'barcodeTaken',
      'notYourProduct',
      'badUpload',
      'imageTooLarge',
      'notFound',
      'stockBelowZero',
    ],
  ],
  [
    /^\/res\/post\//,
    ['notFound', 'forbidden', 'badUpload', 'imageTooLarge', 'notYourProduct', 'productNotFound'],
  ],
  [
    /^\/res\/(order|receipt|pos)\//,
    [
      'notFound',
      'forbidden',
      'conflict',
      'cartEmpty',
      'deliveryMissing',
      'outOfStock',
      'alreadyInCart',
      'orderState',
      'idempotencyReused',
      'productUnavailable',
      'productNotFound',
      'refundTooMuch',
      'refundNothingLeft',
      'refundLineUnknown',
      'priceRequired',
      'pricedAtStall',
      'paymentClaimMissing',
      'limitReached',
      'badUpload',
      'imageTooLarge',
    ],
  ],
  [
    /^\/(user\/saved|collection)\//,
    ['notFound', 'limitReached', 'collectionsPostsNotInCollection', 'collectionsRecoveryExpired'],
  ],
  [
    /^\/user\/(info|profile|follow)/,
    [
      'notFound',
      'forbidden',
      'usernameTaken',
      'limitReached',
      'badUpload',
      'imageTooLarge',
      'profileFollowSelf',
      'profileFollowNotSeller',
      'profileTermsOutdated',
      'profileFollowLimit',
      'profileEmailUnverified',
      'profileAlreadySeller',
    ],
  ],
  [/^\/user\/notification\//, ['notFound']],
  [/^\/user\/push\//, ['pushEndpointRefused', 'pushEndpointTaken']],
  [/generate|\/ai\//, ['aiNoContent', 'aiImageNotYours', 'aiRateLimited', 'aiTimeout']],
];

/** The error codes a call may answer, from its sign-in rule and its area. */
export function errorsOf(call: CallDef): ErrorName[] {
  const names = new Set<ErrorName>(EVERY_CALL);
  if (call.auth !== 'optional') names.add('sessionInvalid');
  if (call.auth === 'seller') names.add('sellerOnly');
  if (call.multipart) for (const n of ['badUpload', 'imageTooLarge'] as const) names.add(n);
  for (const path of [call.path, ...(call.aliases ?? [])])
    for (const [pattern, list] of AREA_ERRORS) if (pattern.test(path)) for (const n of list) names.add(n);
  return [...names].filter((n) => n in ERRORS);
}

/** Error responses by HTTP status, each listing its codes, all in the one envelope. */
function errorResponses(call: CallDef) {
  const byStatus = new Map<number, ErrorName[]>();
  for (const name of errorsOf(call)) {
    const { status } = ERRORS[name];
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, names]) => [
        String(status),
        {
          description: names.map((n) => `${ERRORS[n].code} ${ERRORS[n].message.en}`).join(' · '),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ErrorEnvelope' },
                  {
                    type: 'object',
                    properties: {
                      error: {
                        type: 'object',
                        properties: { code: { enum: names.map((n) => ERRORS[n].code) } },
                      },
                    },
                  },
                ],
              },
            },
          },
        },
      ]),
  );
}

/** `/user/saved/list_collection` → `user_saved_list_collection`: unique, since paths are */
const operationIdOf = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_');

/**
 * The OpenAPI document, built from the same contract declarations the handlers are registered from
 * (docs/decisions/0221-openapi-document.md). Each path is its own operation with its own id (an alias says which
 * call it answers); each lists the error codes it may answer.
 */
export function buildOpenApi(calls: CallDef[], version: string, serverUrl = '/') {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    const input = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' });
    const output = z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' });
    const operation = {
      summary: call.summary,
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
        ...errorResponses(call),
      },
    };
    paths[`/api${call.path}`] = { post: { ...operation, operationId: operationIdOf(call.path) } };
    for (const alias of call.aliases ?? []) {
      paths[`/api${alias}`] = {
        post: {
          ...operation,
          operationId: operationIdOf(alias),
          description: `The same call as POST /api${call.path} (another spelling of its path).`,
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stallfeed API',
      version,
      // OpenAPI 3.1 asks for an `identifier` (an SPDX expression) or a `url`; package.json names no licence
      // (`"private": true`), so a LicenseRef: proprietary, all rights reserved (docs/decisions/0259-keys-claims-openapi.md)
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      description:
        'Every call is POST /api/<path> with body {"data": {...}}; answers {"success": true, "data": ...} or {"success": false, "error": {"message", "code"}}. A message that starts with `i18n:` carries JSON {"code", "message": {"en", "zh-HK", "zh-CN"}}. Every code: ' +
        Object.values(ERRORS)
          .map((e) => `${e.code} (${e.status}) ${e.message.en}`)
          .join('; '),
    },
    servers: [{ url: serverUrl, description: 'this server' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          properties: {
            success: { const: false },
            error: {
              type: 'object',
              properties: {
                message: { type: 'string' },
                code: { type: 'integer', enum: Object.values(ERRORS).map((e) => e.code) },
                permission: {
                  type: 'string',
                  description: 'with 40350: the permission the call needs, for a manager to approve',
                },
              },
              required: ['message', 'code'],
            },
          },
          required: ['success', 'error'],
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
