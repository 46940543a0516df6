import { type ESTree, type Plugin, parseSync } from 'vite';

/**
 * The parts of a route declaration the browser has no use for: its zod schemas, and the line for
 * the API reference (see `RouteShape` in the contracts).
 */
const SERVER_PARTS = new Set(['params', 'query', 'body', 'response', 'summary']);

/** The contracts' modules, where the route map's calls are declared. */
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `route('METHOD /path', { … })` call of a module's AST, outermost first. */
function* routeCalls(node: Node): Generator<ESTree.CallExpression> {
  if (node.type === 'CallExpression') {
    const call = node as unknown as ESTree.CallExpression;
    if (call.callee.type === 'Identifier' && call.callee.name === 'route') yield call;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* routeCalls(item);
    } else if (isNode(value)) yield* routeCalls(value);
  }
}

function keyName(property: ESTree.ObjectPropertyKind): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  const { key } = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/**
 * The browser never validates through a route's declaration: it takes the method, the path, the
 * status and the media type, and the answer's type from the compiler. So in the web build the
 * declarations are read without their schemas (`params`, `query`, `body`, `response`) and their
 * `summary`, and what nothing else uses is dropped from the bundle, zod included: the sign-in
 * page would otherwise load zod for the few calls it makes. Screens that validate a form import
 * their schema themselves. The server and the tests read the declarations whole.
 */
export function routesWithoutSchemas(): Plugin {
  return {
    name: 'mirante-routes-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CONTRACTS.test(file) || !code.includes('route(')) return null;
      const { program, errors } = parseSync(file, code, { lang: 'ts' });
      if (errors.length > 0) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const call of routeCalls(program as unknown as Node)) {
        if (code.slice(call.callee.start, call.callee.end) !== 'route') {
          throw new Error(`${file}: the parser's offsets do not match the source`);
        }
        const shape = call.arguments[1];
        if (shape?.type !== 'ObjectExpression') continue;
        const kept = shape.properties.filter((property) => !SERVER_PARTS.has(keyName(property) ?? ''));
        if (kept.length === shape.properties.length) continue;
        const text = kept.map((property) => code.slice(property.start, property.end)).join(', ');
        edits.push({ start: shape.start, end: shape.end, text: `{ ${text} }` });
      }
      if (edits.length === 0) return null;
      // A declaration holds no other: the edits do not overlap, and go in from the end.
      let result = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
      }
      return { code: result, map: null };
    },
  };
}
