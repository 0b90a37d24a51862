/**
 * In the browser build `zod` resolves to this module (see vite.config.ts). The contract's schemas
 * are the server's validation; the browser needs only each call's path and timeout, and shipping
 * zod just to build schema objects nobody uses would cost ~25 KB gzip of the first page load.
 * Every schema here is an inert chainable stand-in; validating with one throws, loudly, so a
 * browser-side rule must be a plain function exported from contract/ (e.g. isValidBarcode).
 */
function refuse(): never {
  throw new Error('zod schemas are not bundled for the browser: use a plain rule function from contract/.');
}

const VALIDATORS = new Set<PropertyKey>([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'encode',
]);

// biome-ignore lint/suspicious/noExplicitAny: a stand-in for the whole zod API
const schema: any = /* @__PURE__ */ new Proxy(() => {}, {
  get(_target, prop) {
    if (VALIDATORS.has(prop)) return refuse;
    if (prop === 'then') return undefined; // never looks like a promise
    if (prop === Symbol.toPrimitive) return () => '[zod schema]';
    return schema;
  },
  apply() {
    return schema;
  },
});

export const z = schema;
export default schema;
