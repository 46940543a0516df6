import { calendarKindOf } from '@mirante/contracts';
import type { z } from 'zod';
import { CALENDAR_FIELD_NAME, SWEEP_CALENDAR_VALUES } from './fuzz/calendar-values';

/**
 * Walks the zod schemas of a route's input (body, querystring, params) down to the primitive
 * values a caller controls, and builds requests that carry one bad value at one of them while
 * the rest of the input is valid. Used by the input sweep; knows zod 4's schema definitions.
 */

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

/** One step from a value down to a part of it. */
export type Step =
  | { key: string }
  | { item: true }
  | { recordKey: true }
  | { recordValue: true }
  | { option: number };

/** What a caller types at a leaf: text, an integer, any other number, or free JSON. */
export type LeafKind = 'text' | 'int' | 'real' | 'json';

export interface Leaf {
  path: Step[];
  kind: LeafKind;
  schema: Schema;
}

const def = (schema: Schema): Def => schema._zod.def as Def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
/** Types with a closed set of values, or none a caller could write in JSON: nothing to sweep. */
const CLOSED = new Set(['enum', 'literal', 'boolean', 'null', 'undefined', 'never', 'void', 'nan', 'date']);
/**
 * A `z.custom` part declares only the type of what the route checks itself (a picture's bytes, an
 * answer its service validates field by field): the schema holds no values to sweep.
 */
const CHECKED_BY_ROUTE = new Set(['custom']);
const INT_FORMATS = new Set(['safeint', 'int32', 'uint32', 'int64', 'uint64']);

function isIntNumber(schema: Schema): boolean {
  const d = def(schema);
  if (typeof d.format === 'string' && INT_FORMATS.has(d.format)) return true;
  const checks = (d.checks ?? []) as z.core.$ZodCheck[];
  return checks.some((c) => {
    const cd = c._zod.def as unknown as Record<string, unknown>;
    return cd.check === 'number_format' && INT_FORMATS.has(String(cd.format));
  });
}

/** The schema under optional/nullable/default wrappers. */
export function unwrap(schema: Schema): Schema {
  let s = schema;
  while (WRAPPERS.has(def(s).type)) s = def(s).innerType as Schema;
  return s;
}

/** The kind of a primitive schema (a pipe counts by what it accepts), or undefined. */
function primitiveKind(schema: Schema): LeafKind | undefined {
  const s = unwrap(schema);
  const d = def(s);
  switch (d.type) {
    case 'string':
    case 'template_literal':
      return 'text';
    case 'number':
      return isIntNumber(s) ? 'int' : 'real';
    case 'bigint':
      return 'int';
    case 'unknown':
    case 'any':
      return 'json';
    case 'pipe': {
      const input = unwrap(d.in as Schema);
      if (def(input).type === 'transform') return primitiveKind(d.out as Schema);
      const kind = primitiveKind(input);
      // A coerced number piped into an integer format is an integer.
      if (kind === 'real' && isIntNumber(unwrap(d.out as Schema))) return 'int';
      return kind;
    }
    default:
      return undefined;
  }
}

/** Every leaf of `schema`: the primitive values a caller writes, with the path to each. */
export function leavesOf(schema: Schema, path: Step[] = [], seen = new Set<Schema>()): Leaf[] {
  const s = unwrap(schema);
  const kind = primitiveKind(s);
  if (kind) return [{ path, kind, schema: s }];
  const d = def(s);
  switch (d.type) {
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const leaves = Object.entries(shape).flatMap(([key, child]) =>
        leavesOf(child, [...path, { key }], seen),
      );
      const catchall = d.catchall as Schema | undefined;
      if (catchall && def(catchall).type !== 'never') {
        leaves.push(...leavesOf(catchall, [...path, { key: 'extra_field' }], seen));
      }
      return leaves;
    }
    case 'array':
      return leavesOf(d.element as Schema, [...path, { item: true }], seen);
    case 'tuple':
      return (d.items as Schema[]).flatMap((item) => leavesOf(item, [...path, { item: true }], seen));
    case 'record':
      return [
        ...leavesOf(d.keyType as Schema, [...path, { recordKey: true }], seen),
        ...leavesOf(d.valueType as Schema, [...path, { recordValue: true }], seen),
      ];
    case 'union':
      return (d.options as Schema[]).flatMap((option, index) =>
        leavesOf(option, [...path, { option: index }], seen),
      );
    case 'intersection':
      return [...leavesOf(d.left as Schema, path, seen), ...leavesOf(d.right as Schema, path, seen)];
    case 'pipe':
      return leavesOf(d.in as Schema, path, seen);
    case 'lazy': {
      if (seen.has(s)) return [];
      seen.add(s);
      return leavesOf((d.getter as () => Schema)(), path, seen);
    }
    default:
      if (CLOSED.has(d.type) || CHECKED_BY_ROUTE.has(d.type)) return [];
      throw new Error(`the input sweep does not know zod type "${d.type}"`);
  }
}

const accepts = (schema: Schema, value: unknown) => (schema as z.ZodType).safeParse(value).success;

export const TEXT_SAMPLES = [
  'Sample 1',
  'sample',
  'sample-1',
  'a@example.test',
  'https://example.test/page',
  'A1b2-Sample-Pass!',
  '12:00',
  '01/01/2030',
  '2030-01-01',
  '2030-01-01T12:00:00.000Z',
  '#336699',
  '10.0.0.1',
  'America/Sao_Paulo',
  '00000000-0000-4000-8000-000000000000',
  '123456',
  '1',
  'x',
  '11.222.333/0001-81',
  '529.982.247-25',
  '+55 11 99999-0000',
  '1920x1080',
  'reports.example.test',
  '2030-01-01 12:00',
  '01/01/2030 12:00',
  'sample-unit',
];
export const NUMBER_SAMPLES = [1, 2, 5, 10, 30, 60, 100, 0, 1000, 3600];

/** A valid value for `schema`, or undefined when none of the stock samples fits. */
export function sampleOf(schema: Schema): unknown {
  const kind = primitiveKind(schema);
  if (kind === 'text') return TEXT_SAMPLES.find((v) => accepts(schema, v));
  if (kind === 'int' || kind === 'real') return NUMBER_SAMPLES.find((v) => accepts(schema, v));
  if (kind === 'json') return 'sample';
  const d = def(schema);
  switch (d.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sampleOf(d.innerType as Schema);
    case 'string':
    case 'template_literal':
      return TEXT_SAMPLES.find((v) => accepts(schema, v));
    case 'number':
    case 'bigint':
      return NUMBER_SAMPLES.find((v) => accepts(schema, v));
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return 'sample';
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(d.shape as Record<string, Schema>)) {
        if (accepts(child, undefined)) continue;
        out[key] = sampleOf(child);
      }
      return out;
    }
    case 'array': {
      if (accepts(schema, [])) return [];
      const item = sampleOf(d.element as Schema);
      for (let n = 1; n <= 8; n += 1) {
        const list = Array.from({ length: n }, () => item);
        if (accepts(schema, list)) return list;
      }
      return [item];
    }
    case 'tuple':
      return (d.items as Schema[]).map(sampleOf);
    case 'record':
      return {};
    case 'union': {
      const options = d.options as Schema[];
      for (const option of options) {
        const value = sampleOf(option);
        if (accepts(schema, value)) return value;
      }
      return sampleOf(options[0]!);
    }
    case 'intersection': {
      const left = sampleOf(d.left as Schema);
      const right = sampleOf(d.right as Schema);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'pipe': {
      const input = d.in as Schema;
      return def(unwrap(input)).type === 'transform' ? sampleOf(d.out as Schema) : sampleOf(input);
    }
    case 'lazy':
      return sampleOf((d.getter as () => Schema)());
    default:
      return undefined;
  }
}

/**
 * A value of `schema` that is valid except for `bad`, placed at `path`: other required parts
 * hold samples, optional ones are left out unless the path goes through them.
 */
export function withValueAt(schema: Schema, path: Step[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const s = unwrap(schema);
  const d = def(s);
  const [step, ...rest] = path as [Step, ...Step[]];
  switch (d.type) {
    case 'object': {
      const out = sampleOf(s) as Record<string, unknown>;
      if ('key' in step) {
        const shape = d.shape as Record<string, Schema>;
        out[step.key] = withValueAt(shape[step.key] ?? (d.catchall as Schema), rest, bad);
      }
      return out;
    }
    case 'array': {
      const list = (sampleOf(s) as unknown[]).slice();
      const one = withValueAt(d.element as Schema, rest, bad);
      if (list.length === 0) list.push(one);
      else list[0] = one;
      return list;
    }
    case 'tuple':
      return (d.items as Schema[]).map((item, i) =>
        i === 0 ? withValueAt(item, rest, bad) : sampleOf(item),
      );
    case 'record':
      if ('recordKey' in step) return { [String(bad)]: sampleOf(d.valueType as Schema) };
      return {
        [String(sampleOf(d.keyType as Schema) ?? '1')]: withValueAt(d.valueType as Schema, rest, bad),
      };
    case 'union':
      return withValueAt((d.options as Schema[])['option' in step ? step.option : 0]!, rest, bad);
    case 'intersection': {
      const left = withValueAt(d.left as Schema, path, bad);
      const right = sampleOf(d.right as Schema);
      return typeof left === 'object' && typeof right === 'object' ? { ...right, ...left } : left;
    }
    case 'pipe':
      return withValueAt(d.in as Schema, path, bad);
    case 'lazy':
      return withValueAt((d.getter as () => Schema)(), path, bad);
    default:
      return bad;
  }
}

/** The field name the error handler reports for a leaf (`a.0.b`), or undefined for record keys. */
export function fieldOf(path: Step[]): string | undefined {
  const parts: string[] = [];
  for (const step of path) {
    if ('key' in step) parts.push(step.key);
    else if ('item' in step) parts.push('0');
    else if ('recordValue' in step) parts.push('*');
    else if ('recordKey' in step) return undefined;
  }
  return parts.join('.');
}

/** How a path reads in a failure message. */
export function describePath(path: Step[]): string {
  return (
    path
      .map((step) =>
        'key' in step
          ? step.key
          : 'item' in step
            ? '[]'
            : 'option' in step
              ? `|${step.option}`
              : 'recordKey' in step
                ? '{key}'
                : '{value}',
      )
      .join('.') || '(value)'
  );
}

const INT4_OVERFLOW = 2 ** 31;
const NUL = '\u0000';
const HIGH_SURROGATE = '\uD800';
const LOW_SURROGATE = '\uDC00';

/** `bad` set inside a valid sample, so only the bad character can make it invalid. */
function inside(sample: string, bad: string): string {
  return sample.length > 1 ? `${sample.slice(0, 1)}${bad}${sample.slice(1)}` : `${sample}${bad}`;
}

/**
 * Why `leaf` would let through what its column cannot hold, or [] when it refuses it all:
 * text with a NUL or an unpaired surrogate, an integer beyond int4, a number that is neither
 * an int4 nor declared a free number (zReal). `fromUrl`: the value comes as text.
 */
export function leafProblems(leaf: Leaf, fromUrl: boolean, isReal: (schema: Schema) => boolean): string[] {
  const problems: string[] = [];
  const take = (value: unknown, what: string) => {
    if (accepts(leaf.schema, value)) problems.push(`accepts ${what}`);
  };
  switch (leaf.kind) {
    case 'text': {
      const sample = (sampleOf(leaf.schema) as string | undefined) ?? 'x';
      const name = lastKey(leaf.path);
      if (name !== undefined && CALENDAR_FIELD_NAME.test(name) && !calendarOf(leaf.schema))
        problems.push('holds a date, time or zone without a calendar primitive');
      take(inside(sample, NUL), 'a NUL');
      take(inside(sample, HIGH_SURROGATE), 'a lone high surrogate');
      take(inside(sample, LOW_SURROGATE), 'a lone low surrogate');
      take(`${sample}${HIGH_SURROGATE}`, 'a trailing high surrogate');
      break;
    }
    case 'int':
      take(fromUrl ? String(INT4_OVERFLOW) : INT4_OVERFLOW, 'an integer above int4');
      take(fromUrl ? String(-INT4_OVERFLOW - 1) : -INT4_OVERFLOW - 1, 'an integer below int4');
      break;
    case 'real':
      if (!isReal(leaf.schema)) problems.push('is a number neither bounded to int4 nor declared with zReal');
      break;
    case 'json':
      take(NUL, 'a NUL');
      take({ key: `a${HIGH_SURROGATE}` }, 'a lone surrogate in an object');
      take([[`a${NUL}`]], 'a NUL in nested arrays');
      take({ [`k${LOW_SURROGATE}`]: 1 }, 'a lone surrogate in a key');
      break;
  }
  return problems;
}

/** The calendar primitive a leaf was built from, looking through wrappers and transforms. */
export function calendarOf(schema: Schema): ReturnType<typeof calendarKindOf> {
  let s = unwrap(schema);
  while (def(s).type === 'pipe' && def(unwrap(def(s).in as Schema)).type !== 'transform') {
    s = unwrap(def(s).in as Schema);
  }
  return calendarKindOf(s);
}

/** The name of the field a leaf is (its last key), if it has one. */
function lastKey(path: Step[]): string | undefined {
  const step = path.at(-1);
  return step && 'key' in step ? step.key : undefined;
}

/** A bad value to send at a leaf; `raw` values go into a URL as they are (already encoded). */
export interface BadValue {
  label: string;
  value: unknown;
  raw?: string;
  /** The value is a valid character sequence once decoded differently; only a 5xx is wrong. */
  anyAnswerBut5xx?: boolean;
}

/** The bad values the sweep sends at a leaf. */
export function badValuesFor(leaf: Leaf, fromUrl: boolean): BadValue[] {
  switch (leaf.kind) {
    case 'text': {
      const sample = (sampleOf(leaf.schema) as string | undefined) ?? 'x';
      // A calendar field also gets days, times and zones that do not exist.
      const calendar = calendarOf(leaf.schema);
      const impossible: BadValue[] = calendar
        ? SWEEP_CALENDAR_VALUES[calendar].map((value) => ({
            label: `impossible ${calendar} ${value}`,
            value,
          }))
        : [];
      if (fromUrl) {
        return [
          ...impossible,
          { label: 'NUL', value: inside(sample, NUL) },
          // UTF-8 cannot carry a lone surrogate; its WTF-8 bytes must not break anything.
          { label: 'lone surrogate bytes', value: null, raw: `x%ED%A0%80`, anyAnswerBut5xx: true },
        ];
      }
      return [
        ...impossible,
        { label: 'NUL', value: inside(sample, NUL) },
        { label: 'lone surrogate', value: inside(sample, HIGH_SURROGATE) },
      ];
    }
    case 'int':
      return [{ label: 'int4 overflow', value: fromUrl ? String(INT4_OVERFLOW) : INT4_OVERFLOW }];
    case 'json':
      return [
        { label: 'NUL', value: `a${NUL}` },
        { label: 'lone surrogate', value: { key: `a${HIGH_SURROGATE}` } },
      ];
    case 'real':
      return [];
  }
}
