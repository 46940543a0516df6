import { ScimError } from './scim-errors.service';

/*
 * SCIM filters (RFC 7644 §3.4.2.2), the part directories send: comparisons, `pr`, `and`, `or`,
 * `not (...)`, grouping and value paths such as `emails[type eq "work"].value`. Attribute names
 * are matched without regard to case, as the RFC says; a schema URN in front of a name is dropped.
 * Input is bounded (length and nesting) so a hostile filter cannot make the parser work hard.
 */

export const FILTER_MAX_LENGTH = 1000;
const FILTER_MAX_DEPTH = 8;

export type CompareOp = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'lt' | 'ge' | 'le';
export type FilterValue = string | number | boolean | null;

/** An attribute path: lower-cased names, e.g. ['name', 'givenname'] or ['emails', 'value']. */
export type AttrPath = string[];

export type Filter =
  | { kind: 'compare'; path: AttrPath; op: CompareOp; value: FilterValue }
  | { kind: 'present'; path: AttrPath }
  | { kind: 'and' | 'or'; left: Filter; right: Filter }
  | { kind: 'not'; filter: Filter }
  /** `attr[filter]` with an optional sub-attribute after it: `emails[type eq "work"].value`. */
  | { kind: 'valuePath'; attr: string; filter: Filter; sub: string | null };

const COMPARE_OPS = new Set<string>(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le']);

/** The schema URNs a path may start with; what follows the URN is the attribute. */
const SCHEMA_URNS = [
  'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user',
  'urn:ietf:params:scim:schemas:core:2.0:user',
  'urn:ietf:params:scim:schemas:core:2.0:group',
];

/** Splits `urn:...:User:department` into the URN (or null) and the attribute path after it. */
export function splitSchemaUrn(path: string): { urn: string | null; rest: string } {
  const lower = path.toLowerCase();
  for (const urn of SCHEMA_URNS) {
    if (lower.startsWith(`${urn}:`)) return { urn, rest: path.slice(urn.length + 1) };
    if (lower === urn) return { urn, rest: '' };
  }
  return { urn: null, rest: path };
}

type Token = { t: 'word'; v: string } | { t: 'string'; v: string } | { t: '(' | ')' | '[' | ']' };

function invalid(detail: string): ScimError {
  return new ScimError(400, 'invalidFilter', detail);
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      tokens.push({ t: c });
      i += 1;
    } else if (c === '"') {
      let value = '';
      i += 1;
      while (i < input.length && input[i] !== '"') {
        if (input[i] === '\\') {
          const next = input[i + 1];
          if (next === undefined) throw invalid('Unterminated string');
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          i += 2;
        } else {
          value += input[i];
          i += 1;
        }
      }
      if (input[i] !== '"') throw invalid('Unterminated string');
      i += 1;
      tokens.push({ t: 'string', v: value });
    } else {
      const start = i;
      while (i < input.length && !/[\s()[\]"]/.test(input[i]!)) i += 1;
      tokens.push({ t: 'word', v: input.slice(start, i) });
    }
  }
  return tokens;
}

/** `name.givenName` or `urn:...:User:department` as lower-case segments. */
export function parseAttrPath(text: string): AttrPath {
  const { urn, rest } = splitSchemaUrn(text);
  if (!/^[A-Za-z$][\w$-]*(\.[A-Za-z$][\w$-]*)?$/.test(rest)) throw invalid(`Invalid attribute path: ${text}`);
  const segments = rest.toLowerCase().split('.');
  return urn?.includes(':extension:') ? [urn, ...segments] : segments;
}

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Filter {
    const filter = this.or(0);
    if (this.pos !== this.tokens.length) throw invalid('Unexpected text after the filter');
    return filter;
  }

  private peekWord(): string | null {
    const tok = this.tokens[this.pos];
    return tok?.t === 'word' ? tok.v.toLowerCase() : null;
  }

  private expect(t: '(' | ')' | '[' | ']'): void {
    if (this.tokens[this.pos]?.t !== t) throw invalid(`Expected ${t}`);
    this.pos += 1;
  }

  private or(depth: number): Filter {
    let left = this.and(depth);
    while (this.peekWord() === 'or') {
      this.pos += 1;
      left = { kind: 'or', left, right: this.and(depth) };
    }
    return left;
  }

  private and(depth: number): Filter {
    let left = this.unary(depth);
    while (this.peekWord() === 'and') {
      this.pos += 1;
      left = { kind: 'and', left, right: this.unary(depth) };
    }
    return left;
  }

  private unary(depth: number): Filter {
    if (depth > FILTER_MAX_DEPTH) throw invalid('The filter is nested too deeply');
    const tok = this.tokens[this.pos];
    if (!tok) throw invalid('The filter ends too early');
    if (tok.t === '(') {
      this.pos += 1;
      const inner = this.or(depth + 1);
      this.expect(')');
      return inner;
    }
    if (tok.t === 'word' && tok.v.toLowerCase() === 'not' && this.tokens[this.pos + 1]?.t === '(') {
      this.pos += 2;
      const inner = this.or(depth + 1);
      this.expect(')');
      return { kind: 'not', filter: inner };
    }
    if (tok.t !== 'word') throw invalid('Expected an attribute');
    this.pos += 1;
    if (this.tokens[this.pos]?.t === '[') {
      this.pos += 1;
      const inner = this.or(depth + 1);
      this.expect(']');
      const [attr] = parseAttrPath(tok.v).slice(-1);
      let sub: string | null = null;
      const after = this.tokens[this.pos];
      if (after?.t === 'word' && after.v.startsWith('.')) {
        sub = after.v.slice(1).toLowerCase();
        this.pos += 1;
      }
      const op = this.peekWord();
      if (sub && op && (COMPARE_OPS.has(op) || op === 'pr')) {
        // `emails[type eq "work"].value eq "x"`: an element matching both.
        this.pos += 1;
        const test: Filter =
          op === 'pr'
            ? { kind: 'present', path: [sub] }
            : { kind: 'compare', path: [sub], op: op as CompareOp, value: this.value() };
        return {
          kind: 'valuePath',
          attr: attr!,
          filter: { kind: 'and', left: inner, right: test },
          sub: null,
        };
      }
      return { kind: 'valuePath', attr: attr!, filter: inner, sub };
    }
    const path = parseAttrPath(tok.v);
    const op = this.peekWord();
    if (op === 'pr') {
      this.pos += 1;
      return { kind: 'present', path };
    }
    if (!op || !COMPARE_OPS.has(op)) throw invalid(`Unknown operator after ${tok.v}`);
    this.pos += 1;
    return { kind: 'compare', path, op: op as CompareOp, value: this.value() };
  }

  private value(): FilterValue {
    const tok = this.tokens[this.pos];
    this.pos += 1;
    if (tok?.t === 'string') return tok.v;
    if (tok?.t !== 'word') throw invalid('Expected a value');
    const word = tok.v.toLowerCase();
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    const n = Number(tok.v);
    if (tok.v !== '' && Number.isFinite(n)) return n;
    throw invalid(`Invalid value: ${tok.v}`);
  }
}

/** Parses a filter; a malformed one is a SCIM 400 `invalidFilter`. */
export function parseFilter(text: string): Filter {
  if (text.length > FILTER_MAX_LENGTH) throw invalid('The filter is too long');
  const filter = new Parser(tokenize(text)).parse();
  if (filter.kind === 'valuePath' && filter.sub !== null) throw invalid('A value path needs a comparison');
  return filter;
}

/** A PATCH path: `attr`, `attr.sub`, a URN-prefixed attribute, or `attr[filter]` with `.sub`. */
export type PatchPath =
  | { kind: 'attr'; path: AttrPath }
  | { kind: 'filtered'; attr: string; filter: Filter; sub: string | null };

export function parsePatchPath(text: string): PatchPath {
  if (text.length > FILTER_MAX_LENGTH) throw new ScimError(400, 'invalidPath', 'The path is too long');
  try {
    if (!text.includes('[')) return { kind: 'attr', path: parseAttrPath(text.trim()) };
    const parsed = new Parser(tokenize(text)).parse();
    if (parsed.kind !== 'valuePath') throw invalid('Invalid path');
    return { kind: 'filtered', attr: parsed.attr, filter: parsed.filter, sub: parsed.sub };
  } catch (error) {
    if (error instanceof ScimError) throw new ScimError(400, 'invalidPath', error.detail);
    throw error;
  }
}

/** A value read from a resource for a comparison: strings compare without regard to case. */
function compare(actual: unknown, op: CompareOp, expected: FilterValue): boolean {
  if (Array.isArray(actual)) return actual.some((item) => compare(item, op, expected));
  if (typeof actual === 'string' && typeof expected === 'string') {
    const a = actual.toLowerCase();
    const e = expected.toLowerCase();
    switch (op) {
      case 'eq':
        return a === e;
      case 'ne':
        return a !== e;
      case 'co':
        return a.includes(e);
      case 'sw':
        return a.startsWith(e);
      case 'ew':
        return a.endsWith(e);
      case 'gt':
        return a > e;
      case 'lt':
        return a < e;
      case 'ge':
        return a >= e;
      case 'le':
        return a <= e;
    }
  }
  if (op === 'eq') return actual === expected || (expected === null && actual === undefined);
  if (op === 'ne') return actual !== expected;
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (op === 'gt') return actual > expected;
    if (op === 'lt') return actual < expected;
    if (op === 'ge') return actual >= expected;
    if (op === 'le') return actual <= expected;
  }
  return false;
}

/** The value at a lower-cased path of a JSON object, keys matched without regard to case. */
export function readPath(item: unknown, path: AttrPath): unknown {
  let current: unknown = item;
  for (const segment of path) {
    if (Array.isArray(current)) return current.flatMap((el) => readPath(el, [segment]));
    if (current === null || typeof current !== 'object') return undefined;
    const key = Object.keys(current).find((k) => k.toLowerCase() === segment);
    current = key === undefined ? undefined : (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Whether a JSON object (a resource, or one element of a multi-valued attribute) matches. */
export function matches(item: unknown, filter: Filter): boolean {
  switch (filter.kind) {
    case 'compare':
      return compare(readPath(item, filter.path), filter.op, filter.value);
    case 'present': {
      const value = readPath(item, filter.path);
      return (
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length)
      );
    }
    case 'and':
      return matches(item, filter.left) && matches(item, filter.right);
    case 'or':
      return matches(item, filter.left) || matches(item, filter.right);
    case 'not':
      return !matches(item, filter.filter);
    case 'valuePath': {
      const list = readPath(item, [filter.attr]);
      const elements = Array.isArray(list) ? list : list === undefined ? [] : [list];
      return elements.some((el) => matches(el, filter.filter));
    }
  }
}
