import { splitSchemaUrn } from './scim-filter.service';
import type { Json } from './scim-patch.service';
import { ENTERPRISE_SCHEMA } from './scim-resources.service';

/*
 * `attributes` and `excludedAttributes` (RFC 7644 §3.4.2.5 and §3.9): which attributes of a
 * resource an answer carries. Names are matched without regard to case and may be qualified by
 * their schema URN (`urn:ietf:params:scim:schemas:core:2.0:User:name.givenName`, the enterprise
 * extension's `urn:...:enterprise:2.0:User:department`, or the extension itself). Attributes
 * returned "always" (RFC 7643 §7: `id`, and the `schemas` every resource carries) are kept
 * whatever is asked. A name this server does not know selects nothing.
 */

/** Attributes every answer keeps (RFC 7643 §3 and §7). */
const ALWAYS = new Set(['id', 'schemas']);
const PATH = /^[A-Za-z$][\w$-]*(\.[A-Za-z$][\w$-]*)?$/;

/** What a request asked to see: a list of paths (or null for the default set) and paths to leave out. */
export interface AttributeSelection {
  attributes: string[][] | null;
  excluded: string[][];
}

/** One attribute name as path segments: `name.givenName` → [name, givenName]; the extension's URN first. */
function segmentsOf(name: string): string[] | null {
  const { urn, rest } = splitSchemaUrn(name.trim());
  if (urn?.includes(':extension:')) {
    if (rest === '') return [ENTERPRISE_SCHEMA];
    return PATH.test(rest) ? [ENTERPRISE_SCHEMA, ...rest.split('.')] : null;
  }
  return PATH.test(rest) ? rest.split('.') : null;
}

function listOf(text: string | undefined): string[][] {
  return (text ?? '')
    .split(',')
    .filter((name) => name.trim() !== '')
    .flatMap((name) => {
      const segments = segmentsOf(name);
      return segments ? [segments] : [];
    });
}

export function attributeSelection(query: {
  attributes?: string;
  excludedAttributes?: string;
}): AttributeSelection {
  const asked = (query.attributes ?? '').trim() !== '';
  return { attributes: asked ? listOf(query.attributes) : null, excluded: listOf(query.excludedAttributes) };
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the answer carries the top-level attribute `name` (to skip reading what it will not show). */
export function selects(selection: AttributeSelection, name: string): boolean {
  if (selection.excluded.some((path) => path.length === 1 && same(path[0]!, name))) return false;
  return selection.attributes === null || selection.attributes.some((path) => same(path[0]!, name));
}

function keyOf(obj: Json, name: string): string | undefined {
  return Object.keys(obj).find((k) => same(k, name));
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Copies the value at `path` of `from` into `to`, through the elements of multi-valued attributes.
 * The elements copied into stay at their index (a later path may add to them); `sparse` collects
 * the lists made here so that the elements left empty can be dropped at the end.
 */
function copy(from: unknown, to: Json, path: string[], sparse: Set<Json[]>): void {
  if (!isObject(from)) return;
  const key = keyOf(from, path[0]!);
  if (key === undefined) return;
  const value = from[key];
  if (path.length === 1) {
    to[key] = structuredClone(value);
    return;
  }
  const rest = path.slice(1);
  if (Array.isArray(value)) {
    let into = to[key] as Json[] | undefined;
    if (!Array.isArray(into)) {
      into = value.map(() => ({}));
      sparse.add(into);
      to[key] = into;
    }
    for (const [i, element] of value.entries()) if (into[i]) copy(element, into[i], rest, sparse);
  } else if (isObject(value)) {
    const into = isObject(to[key]) ? (to[key] as Json) : {};
    copy(value, into, rest, sparse);
    if (Object.keys(into).length > 0) to[key] = into;
  }
}

/** Removes the value at `path`, through the elements of multi-valued attributes. */
function remove(obj: unknown, path: string[], top: boolean): void {
  if (!isObject(obj)) return;
  const key = keyOf(obj, path[0]!);
  if (key === undefined) return;
  if (path.length === 1) {
    if (!(top && ALWAYS.has(key))) delete obj[key];
    return;
  }
  const value = obj[key];
  for (const element of Array.isArray(value) ? value : [value]) remove(element, path.slice(1), false);
}

/** The resource with only the attributes the request selected (it is not changed). */
export function project<T extends object>(resource: T, selection: AttributeSelection): Json {
  const source = resource as Json;
  let result: Json;
  if (selection.attributes === null) {
    result = structuredClone(source);
  } else {
    result = {};
    for (const key of Object.keys(source)) if (ALWAYS.has(key)) result[key] = structuredClone(source[key]);
    const sparse = new Set<Json[]>();
    for (const path of selection.attributes) copy(source, result, path, sparse);
    for (const [key, value] of Object.entries(result)) {
      if (!Array.isArray(value) || !sparse.has(value)) continue;
      const kept = value.filter((element) => Object.keys(element).length > 0);
      if (kept.length > 0) result[key] = kept;
      else delete result[key];
    }
  }
  for (const path of selection.excluded) remove(result, path, true);
  return result;
}

/** A list response with each resource projected. */
export function projectList<T extends { Resources: object[] }>(list: T, selection: AttributeSelection) {
  return { ...list, Resources: list.Resources.map((r) => project(r, selection)) };
}
