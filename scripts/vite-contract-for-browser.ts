import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The browser build of `contract/`: each call keeps what the web client uses (path, auth, timeout,
 * multipart) and loses its zod schemas, which only the server validates with: each top-level schema
 * constant becomes `undefined`, so nothing refers to zod any more. Types are untouched (they are
 * erased anyway), and so are plain constants and rule functions (e.g. isValidBarcode).
 * Together with the zod stand-in (web/lib/zod-browser-stub.ts) this keeps schema code off the wire.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'stallfeed-contract-for-browser',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]contract[\\/][a-z-]+\.ts$/.test(id) || !code.includes('zod')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      const schemas = new Set<string>(['z']);
      for (const statement of program.body) {
        // schemas imported from a sibling contract file are PascalCase (Id, Money, PageInput); constants
        // are UPPER_CASE and rule functions camelCase, and stay what they are
        if (statement.type === 'ImportDeclaration' && statement.source.value.startsWith('.'))
          for (const spec of statement.specifiers)
            if (/^[A-Z][a-z]/.test(spec.local.name)) schemas.add(spec.local.name);
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const d of declaration.declarations ?? []) {
          const init = d.init;
          if (!init || d.id?.type !== 'Identifier') continue;
          if (
            init.type === 'CallExpression' &&
            init.callee?.type === 'Identifier' &&
            init.callee.name === 'defineCall'
          ) {
            for (const p of init.arguments?.[0]?.properties ?? []) {
              const key = p.key?.name ?? p.key?.value;
              if (key === 'input' || key === 'output' || key === 'summary')
                out.remove(p.start, afterComma(code, p.end));
            }
            // defineCall only returns its argument: a call no page uses is dropped from the bundle
            out.prependLeft(init.start, '/*#__PURE__*/ ');
          } else if (init.type === 'ArrowFunctionExpression' && isSchema(init.body, schemas)) {
            schemas.add(d.id.name); // a schema factory, e.g. Text(80): what it builds is a schema too
          } else if (isSchema(init, schemas)) {
            // a schema (or one built from another): the browser never evaluates it
            schemas.add(d.id.name);
            out.overwrite(init.start, init.end, 'void 0');
          }
        }
      }
      // an import only the removed schemas used goes too: a contract module imported for a schema's rule
      // (the prohibited terms of a category's refine) would otherwise ride along with every page
      if (out.hasChanged()) {
        const after = out.toString();
        for (const statement of program.body) {
          if (statement.type !== 'ImportDeclaration' || !statement.source.value.startsWith('.')) continue;
          const names: string[] = statement.specifiers.map((spec: Node) => spec.local.name);
          if (names.length === 0) continue;
          const rest = after.replace(code.slice(statement.start, statement.end), '');
          if (names.every((name) => !new RegExp(`\\b${name}\\b`).test(rest)))
            out.remove(statement.start, statement.end);
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: a loose view of the ESTree nodes this plugin reads
type Node = any;

/** The end of a property including the comma and spaces after it, so removing it leaves valid code. */
function afterComma(code: string, end: number): number {
  const m = /^\s*,\s*/.exec(code.slice(end));
  return end + (m ? m[0].length : 0);
}

/** A schema expression, or an object of schemas (a shape spread into others, e.g. `PageInput`). */
function isSchema(node: Node, schemas: Set<string>): boolean {
  if (node.type === 'ObjectExpression')
    return (
      node.properties.length > 0 &&
      node.properties.every((p: Node) => isSchema(p.type === 'SpreadElement' ? p.argument : p.value, schemas))
    );
  return schemas.has(rootName(node) ?? '');
}

/** The identifier a call/member chain starts from: `z.object(…).extend(…)` → `z`. */
function rootName(node: Node): string | undefined {
  let n = node;
  while (n) {
    if (n.type === 'Identifier') return n.name;
    if (n.type === 'CallExpression') n = n.callee;
    else if (n.type === 'MemberExpression') n = n.object;
    else if (
      n.type === 'TSAsExpression' ||
      n.type === 'TSSatisfiesExpression' ||
      n.type === 'ParenthesizedExpression'
    )
      n = n.expression;
    else return undefined;
  }
  return undefined;
}
