import { type Filter, parsePatchPath, matches, splitSchemaUrn } from './scim-filter.service';
import { ScimError } from './scim-errors.service';

/*
 * PATCH (RFC 7644 §3.5.2) applied to a resource as plain JSON, in the shapes Entra ID sends:
 * `op` in any letter case; paths that are plain, dotted, URN-prefixed or filtered
 * (`emails[type eq "work"].value`, where add creates the element when none matches);
 * no path with a value whose keys are themselves paths (`name.givenName`, `urn:...:department`);
 * member removal by a filtered path or by a list of values. The caller turns the result back
 * into columns, so this file knows nothing of the database.
 */

export const PATCH_OPERATIONS_MAX = 100;

export type Json = Record<string, unknown>;
export interface PatchOperation {
  op: string;
  path?: string | null;
  value?: unknown;
}

/** Attribute names as the resources spell them, by their lower-case form. */
const CANONICAL: Record<string, string> = Object.fromEntries(
  [
    'userName',
    'displayName',
    'nickName',
    'name',
    'givenName',
    'familyName',
    'middleName',
    'formatted',
    'emails',
    'phoneNumbers',
    'addresses',
    'value',
    'type',
    'primary',
    'display',
    'active',
    'externalId',
    'title',
    'department',
    'employeeNumber',
    'organization',
    'division',
    'costCenter',
    'manager',
    'members',
    'preferredLanguage',
    'locale',
    'userType',
    'roles',
  ].map((name) => [name.toLowerCase(), name]),
);
const ENTERPRISE_URN = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

function canonical(name: string): string {
  if (name.toLowerCase() === ENTERPRISE_URN.toLowerCase()) return ENTERPRISE_URN;
  return CANONICAL[name.toLowerCase()] ?? name;
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The key of `obj` that means `name`, matched without regard to case, or the canonical spelling. */
function keyOf(obj: Json, name: string): string {
  return Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase()) ?? canonical(name);
}

/** Sub-attributes named in `value` replace those of `target`; others stay. */
function merge(target: Json, value: Json): void {
  for (const [k, v] of Object.entries(value)) {
    const key = keyOf(target, k);
    const current = target[key];
    if (isObject(current) && isObject(v)) merge(current, v);
    else target[key] = v;
  }
}

/** Whether two elements of a multi-valued attribute are the same (by `value` when they have one). */
function sameElement(a: unknown, b: unknown): boolean {
  const av = isObject(a) ? a[keyOf(a, 'value')] : a;
  const bv = isObject(b) ? b[keyOf(b, 'value')] : b;
  if (typeof av === 'string' && typeof bv === 'string') return av.toLowerCase() === bv.toLowerCase();
  return av !== undefined && av === bv;
}

/** An element built from the equalities of a filter (`type eq "work"` → `{type: "work"}`). */
function elementFromFilter(filter: Filter): Json | null {
  if (filter.kind === 'compare' && filter.op === 'eq' && filter.path.length === 1) {
    return { [canonical(filter.path[0]!)]: filter.value };
  }
  if (filter.kind === 'and') {
    const left = elementFromFilter(filter.left);
    const right = elementFromFilter(filter.right);
    return left && right ? { ...left, ...right } : null;
  }
  return null;
}

function noTarget(detail: string): ScimError {
  return new ScimError(400, 'noTarget', detail);
}

/** Applies one operation at a plain (possibly dotted or URN) path. */
function applyAtPath(resource: Json, op: string, segments: string[], value: unknown): void {
  let parent = resource;
  for (const segment of segments.slice(0, -1)) {
    const key = keyOf(parent, segment);
    if (!isObject(parent[key])) {
      if (op === 'remove') return;
      parent[key] = {};
    }
    parent = parent[key] as Json;
  }
  const key = keyOf(parent, segments[segments.length - 1]!);
  const current = parent[key];
  if (op === 'remove') {
    if (Array.isArray(current) && value !== undefined && value !== null) {
      const drop = Array.isArray(value) ? value : [value];
      parent[key] = current.filter((el) => !drop.some((d) => sameElement(el, d)));
    } else {
      delete parent[key];
    }
    return;
  }
  if (Array.isArray(current) || (current === undefined && Array.isArray(value))) {
    const incoming = Array.isArray(value) ? value : [value];
    if (op === 'replace') {
      parent[key] = incoming;
      return;
    }
    const list = Array.isArray(current) ? [...current] : [];
    for (const el of incoming) if (!list.some((existing) => sameElement(existing, el))) list.push(el);
    parent[key] = list;
    return;
  }
  if (isObject(current) && isObject(value)) merge(current, value);
  else parent[key] = value;
}

/** Applies one operation at `attr[filter]` or `attr[filter].sub`. */
function applyFiltered(
  resource: Json,
  op: string,
  path: { attr: string; filter: Filter; sub: string | null },
  value: unknown,
): void {
  const key = keyOf(resource, path.attr);
  const list = Array.isArray(resource[key]) ? [...(resource[key] as unknown[])] : [];
  const hits = list.filter((el) => matches(el, path.filter));
  if (op === 'remove') {
    if (path.sub) for (const el of hits) if (isObject(el)) delete el[keyOf(el, path.sub)];
    resource[key] = path.sub ? list : list.filter((el) => !hits.includes(el));
    return;
  }
  if (hits.length === 0) {
    // RFC 7644 §3.5.2.3: a replace whose value filter matches none of the attribute's values fails
    // with noTarget; on an attribute the resource does not have, it is an add (as is an add:
    // Entra adds `emails[type eq "work"].value` to a user that has no work e-mail).
    if (op === 'replace' && Array.isArray(resource[key]))
      throw noTarget(`No value of ${path.attr} matches the filter`);
    const created = elementFromFilter(path.filter);
    if (!created) throw noTarget(`No value matches ${path.attr}[...]`);
    hits.push(created);
    list.push(created);
  }
  for (const el of hits) {
    if (!isObject(el)) continue;
    if (path.sub) el[keyOf(el, path.sub)] = value;
    else if (isObject(value)) merge(el, value);
    else throw new ScimError(400, 'invalidValue', `A complex value is needed for ${path.attr}`);
  }
  resource[key] = list;
}

/** The path segments of a key of a path-less value: `name.givenName`, `urn:...:User:department`. */
function segmentsOf(path: string): string[] {
  const { urn, rest } = splitSchemaUrn(path);
  const segments = rest ? rest.split('.') : [];
  return urn?.includes(':extension:') ? [ENTERPRISE_URN, ...segments] : segments;
}

function applyOne(resource: Json, operation: PatchOperation): void {
  const op = typeof operation.op === 'string' ? operation.op.toLowerCase() : '';
  if (op !== 'add' && op !== 'replace' && op !== 'remove') {
    throw new ScimError(400, 'invalidSyntax', `Unknown operation: ${String(operation.op)}`);
  }
  const path = typeof operation.path === 'string' && operation.path.trim() !== '' ? operation.path : null;
  if (path === null) {
    if (op === 'remove') throw noTarget('A remove operation needs a path');
    if (!isObject(operation.value)) throw new ScimError(400, 'invalidValue', 'The value must be an object');
    for (const [name, value] of Object.entries(operation.value)) {
      const segments = segmentsOf(name);
      if (segments.length === 1 && segments[0] === ENTERPRISE_URN && isObject(value)) {
        for (const [sub, subValue] of Object.entries(value)) {
          applyAtPath(resource, op, [ENTERPRISE_URN, ...sub.split('.')], subValue);
        }
      } else if (
        segments.length > 0 &&
        segments.every((s) => /^[A-Za-z$][\w$-]*$/.test(s) || s === ENTERPRISE_URN)
      ) {
        applyAtPath(resource, op, segments, value);
      } else {
        throw new ScimError(400, 'invalidPath', `Invalid attribute: ${name}`);
      }
    }
    return;
  }
  const parsed = parsePatchPath(path);
  if (parsed.kind === 'filtered') {
    applyFiltered(resource, op, parsed, operation.value);
    return;
  }
  const segments = parsed.path[0]?.startsWith('urn:')
    ? [ENTERPRISE_URN, ...parsed.path.slice(1)]
    : parsed.path;
  if (segments.length === 1 && segments[0] === ENTERPRISE_URN && isObject(operation.value)) {
    for (const [sub, subValue] of Object.entries(operation.value)) {
      applyAtPath(resource, op, [ENTERPRISE_URN, sub], subValue);
    }
    return;
  }
  applyAtPath(resource, op, segments, operation.value);
}

/** Applies the operations in order to a copy of the resource; the original is left as it was. */
export function applyPatch(resource: Json, operations: PatchOperation[]): Json {
  if (operations.length > PATCH_OPERATIONS_MAX) {
    throw new ScimError(400, 'tooMany', `At most ${PATCH_OPERATIONS_MAX} operations per request`);
  }
  const copy = structuredClone(resource);
  for (const operation of operations) applyOne(copy, operation);
  return copy;
}

/** A SCIM boolean as Entra sends it: true/false, or the strings "True"/"False" in any case. */
export function scimBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
  }
  return null;
}
