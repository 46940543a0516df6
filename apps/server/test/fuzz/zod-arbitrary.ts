import { type CalendarKind, calendarKindOf } from '@mirante/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { calendarOf, leavesOf, NUMBER_SAMPLES, sampleOf, type Step, TEXT_SAMPLES } from '../input-sweep';
import { impossibleCalendarValue, validCalendarValue } from './calendar-values';

/**
 * fast-check arbitraries from the zod 4 schemas a route validates with (no published package
 * reads zod 4's definitions). Each value a caller writes is drawn valid most of the time, else at
 * a boundary (empty, the limits and one past them, int4's edges, NUL, lone surrogates, huge
 * text) or of a wrong type; objects also lose required keys and gain unknown ones. Where a
 * contract takes a day, a month, a time, an instant or a time zone (a calendar primitive, known
 * by its tag), the values are real ones of that kind or, when bad, mostly ones shaped like them
 * that name nothing real: 30 February, month 13, 24:00, 23:60, a zone Intl does not list.
 */

type Schema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

/** How a value travels: `url` values are text in a path or query string. */
export interface GenOptions {
  url: boolean;
  /** Weight (0-100) of a bad value at each leaf and of a mutation at each object. */
  bad: number;
}

/** Text sent verbatim into a URL, already encoded (bytes that are not UTF-8, stray `%`). */
export class RawUrlText {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const def = (schema: Schema): Def => schema._zod.def as unknown as Def;
const accepts = (schema: Schema, value: unknown) => (schema as z.ZodType).safeParse(value).success;
const checksOf = (schema: Schema) =>
  ((def(schema).checks ?? []) as z.core.$ZodCheck[]).map(
    (c) => c._zod.def as unknown as Record<string, unknown>,
  );

const INT4 = 2 ** 31;
/** Arrays nested `depth` levels deep, written into the JSON text when sent (too deep to stringify). */
export class DeepJson {
  constructor(readonly depth: number) {}
  text(): string {
    return `${'['.repeat(this.depth)}${']'.repeat(this.depth)}`;
  }
}
const deep = fc.constant(null).map(() => new DeepJson(5_000));
const MAX_DEPTH = 6;

/** Values of the wrong JSON type for any leaf. */
const wrongType = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 'x', '', [], {}, ['x'], { a: 1 });

const URL_TEXTS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  ' 1',
  'NaN',
  'Infinity',
  '-0',
  String(INT4),
  String(-INT4 - 1),
  '99999999999999999999999',
  'null',
  'true',
  'undefined',
  '[]',
  'a'.repeat(3000),
];
const URL_RAW = ['%00', '%ED%A0%80', '%FF%FE', '%', '%zz', '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', 'a%0Ab'];

function lengthBounds(schema: Schema): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'max_length') max = Math.min(max ?? Infinity, c.maximum as number);
    if (c.check === 'length_equals') {
      min = c.length as number;
      max = c.length as number;
    }
  }
  return { min, max };
}

function patternsOf(schema: Schema): RegExp[] {
  const own = def(schema).pattern instanceof RegExp ? [def(schema).pattern as RegExp] : [];
  const checks = checksOf(schema)
    .filter((c) => c.check === 'string_format' && c.pattern instanceof RegExp)
    .map((c) => c.pattern as RegExp);
  return [...own, ...checks];
}

function formatOf(schema: Schema): string | undefined {
  const own = def(schema).format as string | undefined;
  if (own) return own;
  return checksOf(schema).find((c) => c.check === 'string_format')?.format as string | undefined;
}

/**
 * `value` with the keys that only a rule across fields refuses (each alone is valid for its own
 * schema, like a CPF where the person type asks for a CNPJ) set to stock samples until the object
 * passes that rule. A key whose own schema refuses its value was drawn bad on purpose: it stays,
 * so the bad value reaches the route with everything around it valid.
 */
function repaired(
  schema: Schema,
  value: Record<string, unknown>,
  /** A draw meant to be valid: every key the object refuses is repaired, not only cross-field ones. */
  all = false,
): Record<string, unknown> {
  const shape = def(schema).shape as Record<string, Schema>;
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    const result = (schema as z.ZodType).safeParse(current);
    if (result.success) return current;
    const keysAt = (issues: z.core.$ZodIssue[]) =>
      new Set(issues.map((issue) => issue.path[0]).filter((key): key is string => typeof key === 'string'));
    let changed = false;
    for (const key of keysAt(result.error.issues)) {
      const own = shape[key];
      if (!own || (!all && current[key] !== undefined && !accepts(own, current[key]))) continue;
      for (const candidate of [...TEXT_SAMPLES, ...NUMBER_SAMPLES]) {
        if (candidate === current[key] || !accepts(own, candidate)) continue;
        const trial = { ...current, [key]: candidate };
        const again = (schema as z.ZodType).safeParse(trial);
        if (again.success || !keysAt(again.error.issues).has(key)) {
          current = trial;
          changed = true;
          break;
        }
      }
    }
    if (!changed) return current;
  }
  return current;
}

/** A valid value of `schema` when `value` is not one (refinements a generator cannot know). */
function orSample(schema: Schema, value: unknown): unknown {
  if (accepts(schema, value)) return value;
  const sample = sampleOf(schema);
  return sample === undefined ? value : sample;
}

function validText(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(schema);
  const cap = Math.min(max ?? 40, Math.max(min, 40));
  const options: fc.Arbitrary<string>[] = [];
  const format = formatOf(schema);
  if (format === 'email') options.push(fc.emailAddress());
  else if (format === 'url') options.push(fc.webUrl());
  else if (format === 'uuid' || format === 'guid') options.push(fc.uuid());
  else if (format === 'datetime')
    options.push(
      fc
        .date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  for (const pattern of patternsOf(schema))
    options.push(fc.stringMatching(pattern).filter((s) => s.length < 300));
  // Free text only where no format or pattern says what the text is.
  if (options.length === 0) {
    options.push(fc.string({ minLength: min, maxLength: cap }));
    options.push(fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }));
  }
  const sample = sampleOf(schema);
  if (typeof sample === 'string') options.push(fc.constant(sample));
  return fc.oneof(...options).map((v) => orSample(schema, v));
}

function boundaryText(schema: Schema, url: boolean): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(schema);
  const sample = (sampleOf(schema) as string | undefined) ?? 'x';
  const values: unknown[] = [
    '',
    ' ',
    '  padded  ',
    'a'.repeat(min),
    'a'.repeat(Math.max(0, min - 1)),
    `${sample}\u0000`,
    `\u0000`,
    `${sample}\u00a0`,
    'Ærø 日本 😀',
    "'; drop table users; --",
    '{{ 7 | times: 7 }}{% raw %}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    'x'.repeat(70_000),
  ];
  if (max !== undefined) values.push('a'.repeat(max), 'a'.repeat(max + 1), `${sample}${'b'.repeat(max)}`);
  if (url) {
    values.push(...URL_TEXTS, ...URL_RAW.map((t) => new RawUrlText(t)));
  } else {
    values.push(`${sample}\uD800`, `\uDC00${sample}`, '\uFEFF', 'a\r\nb');
  }
  return fc.constantFrom(...values);
}

interface NumberBounds {
  min: number;
  max: number;
  int: boolean;
}

function numberBounds(schema: Schema): NumberBounds {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let int = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format' && String(c.format).includes('int')) int = true;
    if (c.check === 'greater_than')
      min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : int ? 1 : 1e-9));
    if (c.check === 'less_than')
      max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : int ? 1 : 1e-9));
  }
  return { min, max, int };
}

function validNumber(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max, int } = numberBounds(schema);
  if (min > max) return fc.constant(sampleOf(schema));
  if (!int)
    return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => orSample(schema, v));
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  // Ids of a small database: most of them among the first few rows.
  const upTo = (top: number) =>
    fc.integer({ min: Math.max(lo, Math.min(hi, 1)), max: Math.min(hi, Math.max(lo, top)) });
  return fc.oneof(
    { weight: 4, arbitrary: upTo(6) },
    { weight: 2, arbitrary: upTo(40) },
    { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
  );
}

function boundaryNumber(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max } = numberBounds(schema);
  const values = [0, -1, 1, 0.5, -0.5, INT4, -INT4 - 1, INT4 - 1, 2 ** 53, 1e308, -1e308];
  for (const edge of [min, max]) {
    if (Math.abs(edge) < 2 ** 53) values.push(edge, edge - 1, edge + 1);
  }
  return fc.constantFrom(...values);
}

/** The arbitrary of a value of `schema`: valid, at a boundary or of a wrong type. */
export function arbitraryOf(schema: Schema, opts: GenOptions, depth = 0): fc.Arbitrary<unknown> {
  const d = def(schema);
  const mix = (valid: fc.Arbitrary<unknown>, boundary: fc.Arbitrary<unknown>) =>
    opts.bad === 0
      ? valid
      : fc.oneof(
          { weight: 100 - opts.bad, arbitrary: valid },
          { weight: Math.ceil(opts.bad * 0.7), arbitrary: boundary },
          {
            weight: Math.ceil(opts.bad * 0.3),
            arbitrary: opts.url ? fc.constantFrom<unknown>(...URL_TEXTS) : wrongType,
          },
        );
  if (depth > MAX_DEPTH) return fc.constant(sampleOf(schema));
  const calendar = calendarKindOf(schema);
  if (calendar && d.type === 'string') {
    const valid = validCalendarValue(calendar).map((v) => orSample(schema, v));
    if (opts.bad === 0) return valid;
    // Impossible calendar values are the point of a bad draw here: they weigh most.
    return fc.oneof(
      { weight: 100 - opts.bad, arbitrary: valid },
      { weight: Math.max(opts.bad * 2, 25), arbitrary: impossibleCalendarValue(calendar) },
      { weight: Math.ceil(opts.bad * 0.4), arbitrary: boundaryText(schema, opts.url) },
      {
        weight: Math.ceil(opts.bad * 0.3),
        arbitrary: opts.url ? fc.constantFrom<unknown>(...URL_TEXTS) : wrongType,
      },
    );
  }
  switch (d.type) {
    case 'string':
    case 'template_literal':
      return mix(validText(schema), boundaryText(schema, opts.url));
    case 'number':
    case 'bigint':
      return mix(validNumber(schema), boundaryNumber(schema));
    case 'boolean':
      return mix(fc.boolean(), fc.constantFrom<unknown>('true', 'false', 1, 0, 'yes', ''));
    case 'enum': {
      const values = Object.values(d.entries as Record<string, string | number>);
      return mix(
        fc.constantFrom(...values),
        fc.constantFrom<unknown>('not-a-value', '', String(values[0]).toUpperCase(), 99),
      );
    }
    case 'literal':
      return mix(fc.constantFrom(...(d.values as unknown[])), fc.constantFrom<unknown>('not-the-literal', 0));
    case 'null':
      return mix(fc.constant(null), wrongType);
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nullable':
      // Left out (or null) one time in four, the inner value otherwise.
      return fc.oneof(
        { weight: 1, arbitrary: fc.constant(d.type === 'nullable' ? null : undefined) },
        { weight: 3, arbitrary: arbitraryOf(d.innerType as Schema, opts, depth) },
      );
    case 'nonoptional':
    case 'readonly':
      return arbitraryOf(d.innerType as Schema, opts, depth);
    case 'object':
      return objectOf(schema, opts, depth);
    case 'array': {
      const { min, max } = lengthBounds(schema);
      const element = arbitraryOf(d.element as Schema, opts, depth + 1);
      const valid = fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max ?? 4, 4)) });
      const item = sampleOf(d.element as Schema);
      const boundary = fc.constantFrom<unknown>(
        [],
        Array.from({ length: (max ?? 200) + 1 }, () => item),
        Array.from({ length: 5_000 }, () => item),
        [null],
        [[item]],
      );
      return mix(valid, boundary);
    }
    case 'tuple':
      return mix(
        fc.tuple(...(d.items as Schema[]).map((i) => arbitraryOf(i, opts, depth + 1))),
        fc.constant([]),
      );
    case 'record':
      return mix(
        fc.dictionary(
          arbitraryOf(d.keyType as Schema, { ...opts, bad: 0 }, depth + 1).map(String),
          arbitraryOf(d.valueType as Schema, opts, depth + 1),
          { maxKeys: 4 },
        ),
        fc.constantFrom<unknown>({ '\u0000': 1 }, { ['k'.repeat(5000)]: 1 }, []),
      );
    case 'union':
      return fc.oneof(...(d.options as Schema[]).map((o) => arbitraryOf(o, opts, depth + 1)));
    case 'intersection':
      return fc
        .tuple(
          arbitraryOf(d.left as Schema, opts, depth + 1),
          arbitraryOf(d.right as Schema, opts, depth + 1),
        )
        .map(([l, r]) => (typeof l === 'object' && typeof r === 'object' ? { ...r, ...l } : l));
    case 'pipe': {
      const input = d.in as Schema;
      // A preprocess step (transform into a schema) accepts what its output schema does.
      if (def(input).type === 'transform') return arbitraryOf(d.out as Schema, opts, depth);
      // Checks after a transform (an optional e-mail refined once trimmed) are the pipe's own:
      // a draw meant to be valid must pass them too.
      const valid = arbitraryOf(input, { ...opts, bad: 0 }, depth).map((v) => orSample(schema, v));
      return opts.bad === 0
        ? valid
        : fc.oneof(
            { weight: 100 - opts.bad, arbitrary: valid },
            { weight: opts.bad, arbitrary: arbitraryOf(input, opts, depth) },
          );
    }
    case 'lazy':
      return arbitraryOf((d.getter as () => Schema)(), opts, depth + 1);
    case 'unknown':
    case 'any':
      // Free JSON has few edges but each matters (what jsonb refuses): drawn often when bad.
      return opts.bad === 0
        ? fc.jsonValue({ maxDepth: 2 })
        : fc.oneof(
            fc.jsonValue({ maxDepth: 2 }),
            fc.constantFrom<unknown>('a\u0000', { k: '\uD800' }, [[['\uDC00']]]),
            deep,
          );
    default:
      return mix(fc.constant(sampleOf(schema)), wrongType);
  }
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; at: number }
  | { kind: 'extra'; key: string; value: unknown };

function objectOf(schema: Schema, opts: GenOptions, depth: number): fc.Arbitrary<unknown> {
  const shape = def(schema).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  const model = Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k]!, opts, depth + 1)]));
  // Keys beyond the shape that a catchall lets in (`hint` beside a filter's table and column).
  const catchall = def(schema).catchall as Schema | undefined;
  if (catchall && def(catchall).type !== 'never')
    model.extra_field = fc.oneof(fc.constant(undefined), arbitraryOf(catchall, opts, depth + 1));
  const record = fc.record(model).map((value) => {
    // A key whose value came out undefined is left out, as JSON would.
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = v;
    return out;
  });
  // Rules across fields (refinements) a generator cannot know: a draw that breaks one is repaired
  // with stock samples, and a valid draw still breaking one is replaced by the schema's sample.
  if (opts.bad === 0) return record.map((v) => orSample(schema, repaired(schema, v, true)));
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 100 - opts.bad, arbitrary: fc.constant<Mutation>({ kind: 'none' }) },
    {
      weight: Math.ceil(opts.bad / 2),
      arbitrary: fc.nat({ max: Math.max(0, keys.length - 1) }).map((at): Mutation => ({ kind: 'drop', at })),
    },
    {
      weight: Math.ceil(opts.bad / 2),
      arbitrary: fc
        .tuple(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'company_id', ''), wrongType)
        .map(([key, value]): Mutation => ({ kind: 'extra', key, value })),
    },
  );
  const object = fc
    .tuple(
      record.map((v) => repaired(schema, v)),
      mutation,
    )
    .map(([value, m]) => {
      if (m.kind === 'drop' && keys.length > 0) delete value[keys[m.at]!];
      if (m.kind === 'extra')
        Object.defineProperty(value, m.key, { value: m.value, enumerable: true, writable: true });
      return value;
    });
  return opts.url
    ? object
    : fc.oneof({ weight: 100 - opts.bad, arbitrary: object }, { weight: opts.bad, arbitrary: wrongType });
}

/** A value a caller writes with a calendar primitive: where it sits in the input, and its kind. */
export interface CalendarLeaf {
  path: Step[];
  kind: CalendarKind;
}

/** Every day, month, time, instant and zone of `schema` (the calendar primitives, by their tag). */
export function calendarLeavesOf(schema: Schema): CalendarLeaf[] {
  return leavesOf(schema).flatMap((leaf) => {
    const kind = calendarOf(leaf.schema);
    return kind ? [{ path: leaf.path, kind }] : [];
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with `text` put at `path`, everything else as drawn: the first item of a list, any one
 * entry of a record; a union's option is the value itself.
 */
export function withTextAt(value: unknown, path: Step[], text: string): unknown {
  const [step, ...rest] = path;
  if (!step) return text;
  if ('option' in step || 'recordKey' in step) return withTextAt(value, rest, text);
  if ('item' in step) {
    const list = Array.isArray(value) ? [...value] : [];
    list[0] = withTextAt(list[0], rest, text);
    return list;
  }
  const object = isRecord(value) ? { ...value } : {};
  const key = 'key' in step ? step.key : (Object.keys(object)[0] ?? '1');
  object[key] = withTextAt(object[key], rest, text);
  return object;
}
