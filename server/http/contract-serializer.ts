import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { CallDef } from '../../contract/call';

/**
 * A call's answer `{ success: true, data }` written by a serializer generated from the contract's output
 * schema (fast-json-stringify; docs/decisions/0125-hot-path-performance.md): it knows each field's type, so
 * it writes the JSON without JSON.stringify's look at every value. A field the contract does not name is
 * not written, so a handler cannot leak one.
 *
 * Only schemas fast-json-stringify writes without a validator qualify: "X or null" becomes a type list; any
 * other union (anyOf, oneOf: a discount, an amount or a percentage) is written as JSON.stringify writes it (an
 * empty schema), so one such field no longer costs the whole answer its serializer (every order answer has a
 * discount: issue 58); a call whose schema holds a reference or a condition keeps JSON.stringify. The drift check
 * (`serializerDrift`, on in development and tests) still sees a field such a union would write that the contract
 * does not name.
 */
export type Serialize = (payload: { success: true; data: unknown }) => string;

type JsonSchema = Record<string, unknown>;
const NEEDS_VALIDATOR = new Set(['allOf', '$ref', 'not', 'if', 'patternProperties']);

/** `anyOf: [X, { type: 'null' }]` → X with `type: [X.type, 'null']`, recursively; null when a union remains */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const out = schema.map(simplify);
    return out.includes(null) ? null : out;
  }
  if (typeof schema !== 'object' || schema === null) return schema;
  let node = schema as JsonSchema;
  const union = node.anyOf ?? node.oneOf;
  if (Array.isArray(union) && union.length === 2) {
    const nullable = union.findIndex((s) => (s as JsonSchema).type === 'null');
    const other = union[1 - nullable] as JsonSchema | undefined;
    if (nullable >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _a, oneOf: _o, ...rest } = node;
      const { enum: _e, const: _c, ...plain } = other;
      node = { ...rest, ...plain, type: [other.type, 'null'] };
    }
  }
  // a union left: written as it is (fast-json-stringify's empty schema is JSON.stringify)
  if (Array.isArray(node.anyOf ?? node.oneOf)) return {};
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (NEEDS_VALIDATOR.has(key)) return null;
    // a schema's own keywords, not the fields of an object, are checked here
    const inner = key === 'properties' ? simplifyProperties(value) : simplify(value);
    if (inner === null && value !== null) return null;
    out[key] = inner;
  }
  return out;
}

function simplifyProperties(properties: unknown): unknown {
  const out: JsonSchema = {};
  for (const [name, schema] of Object.entries(properties as JsonSchema)) {
    const inner = simplify(schema);
    if (inner === null) return null;
    out[name] = inner;
  }
  return out;
}

/** the call's serializer, or null where its schema needs a validator to be written (JSON.stringify then) */
export function contractSerializer(call: CallDef): Serialize | null {
  const answer = z.object({ success: z.literal(true), data: call.output });
  const { $schema: _s, ...schema } = z.toJSONSchema(answer, { io: 'input', unrepresentable: 'any' });
  const plain = simplify(schema);
  if (plain === null) return null;
  return fastJson(plain as Parameters<typeof fastJson>[0]) as Serialize;
}

/**
 * Development and tests: the generated serializer must write what JSON.stringify writes of the answer the
 * contract checked (the fields it names), or the call fails there rather than on a phone.
 */
export function serializerDrift(written: string, checked: unknown): boolean {
  return !isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked)));
}
