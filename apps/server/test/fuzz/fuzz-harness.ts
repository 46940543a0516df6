import { ERROR_STATUS, type Profile, XSRF_COOKIE, XSRF_HEADER, ZErrorResponse } from '@mirante/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteEntry } from '../../src/app';
import type { Db } from '../../src/platform/db';
import type { Scope, UnitId } from '../../src/platform/scope';
import { impossibleCalendarValue } from './calendar-values';
import { arbitraryOf, calendarLeavesOf, DeepJson, RawUrlText, withTextAt } from './zod-arbitrary';

type Schema = z.core.$ZodType;
const PARTS = ['params', 'querystring', 'body'] as const;
type Part = (typeof PARTS)[number];
export const PROFILES: Profile[] = ['a2m', 'master', 'admin', 'user'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface FuzzRoute {
  method: string;
  url: string;
  public: boolean;
  policy: RouteEntry['policy'];
  schemas: Partial<Record<Part, Schema>>;
  /** SCIM speaks its own error schema and takes the unit's provisioning token. */
  scim: boolean;
}

/** The signed-in world a request runs in: a session per profile and the unit's SCIM token. */
export interface FuzzWorld {
  tokens: Record<Profile, string>;
  scopes: Record<Profile, Scope>;
  scimToken: string;
}

/** Every route the app registered (HEAD aside), with the zod schemas of its input. */
export function fuzzRoutes(app: FastifyInstance, skip: ReadonlySet<string>): FuzzRoute[] {
  return app.routeTable
    .filter((r) => r.method !== 'HEAD' && !skip.has(`${r.method} ${r.url}`))
    .map((r) => {
      const declared = (r.schema ?? {}) as Record<string, unknown>;
      const schemas: Partial<Record<Part, Schema>> = {};
      for (const part of PARTS) {
        const s = declared[part];
        if (s && typeof s === 'object' && '_zod' in s) schemas[part] = s as Schema;
      }
      return {
        method: r.method,
        url: r.url,
        public: r.public,
        policy: r.policy,
        schemas,
        scim: r.url.startsWith('/scim/'),
      };
    });
}

/** The profiles whose sessions the route's policy lets in (every one for a public route). */
export function callersOf(route: FuzzRoute, world: FuzzWorld): Profile[] {
  if (route.public || !route.policy) return PROFILES;
  const allowed = PROFILES.filter((p) => route.policy!(world.scopes[p]));
  return allowed.length > 0 ? allowed : PROFILES;
}

/** A scope as the auth guard builds it for a plain session of `profile`. */
export function scopeFor(
  profile: Profile,
  ids: { userId: number; companyId: number; partnerId: number },
): Scope {
  const unit = profile === 'admin' || profile === 'user';
  return {
    userId: ids.userId,
    sessionId: 0,
    profile,
    companyId: unit ? (ids.companyId as UnitId) : null,
    partnerId: unit ? null : ids.partnerId,
    impersonatorUserId: null,
    originSessionId: null,
    playlistId: null,
  };
}

export interface FuzzRequest {
  method: string;
  url: string;
  profile: Profile | 'none';
  lang: string;
  body?: unknown;
  /** Sent as is instead of `body` (broken JSON). */
  raw?: string;
}

const LANGS = ['en-US', 'pt-BR', 'es', 'pt-PT', 'xx', 'en-US;q=0.5,,', ''];

const encodeUrlValue = (value: unknown): string => {
  if (value instanceof RawUrlText) return value.text;
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be written as UTF-8: send its WTF-8 bytes instead.
    return '%ED%A0%80';
  }
};

function queryOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const pairs: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v])
      pairs.push(`${encodeUrlValue(key)}=${encodeUrlValue(item)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pathOf(url: string, params: Record<string, unknown>, wildcard: string): string {
  return url
    .replace(/:(\w+)/g, (_, name: string) => (name in params ? encodeUrlValue(params[name]) : '1'))
    .replace('*', wildcard);
}

const SCIM_USER = fc.record(
  {
    schemas: fc.constant(['urn:ietf:params:scim:schemas:core:2.0:User']),
    userName: fc.oneof(fc.emailAddress(), fc.string()),
    externalId: fc.oneof(fc.uuid(), fc.string()),
    active: fc.oneof(fc.boolean(), fc.constant<unknown>('False')),
    name: fc.record({ givenName: fc.string(), familyName: fc.string() }, { requiredKeys: [] }),
    emails: fc.array(
      fc.record({ value: fc.emailAddress(), primary: fc.boolean(), type: fc.constant('work') }),
    ),
    displayName: fc.string(),
    members: fc.array(fc.record({ value: fc.nat({ max: 40 }).map(String) })),
  },
  { requiredKeys: [] },
);
const SCIM_PATCH = fc.record({
  schemas: fc.constant(['urn:ietf:params:scim:api:messages:2.0:PatchOp']),
  Operations: fc.array(
    fc.record(
      {
        op: fc.constantFrom('add', 'replace', 'remove', 'Replace', 'bogus'),
        path: fc.constantFrom(
          'active',
          'userName',
          'members',
          'members[value eq "1"]',
          'name.givenName',
          'emails[type eq "work"].value',
          '',
          '[[[',
        ),
        value: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant([{ value: '1' }])),
      },
      { requiredKeys: ['op'] },
    ),
    { maxLength: 3 },
  ),
});
const SCIM_QUERY = fc.record(
  {
    filter: fc.constantFrom(
      'userName eq "a@b.c"',
      'externalId eq "x"',
      'displayName co "a"',
      'not (active pr)',
      '((((',
      'a eq',
      'emails[type eq "work" and value co "@"]',
      'x'.repeat(5000),
    ),
    startIndex: fc.constantFrom('1', '0', '-5', 'x', String(2 ** 31)),
    count: fc.constantFrom('1', '0', '-1', '100000', 'x'),
    attributes: fc.constantFrom('userName', 'members', ''),
    excludedAttributes: fc.constantFrom('members', ''),
  },
  { requiredKeys: [] },
);

/**
 * The `bad` of a request whose input is all valid but for one day, month, time, instant or zone
 * that does not exist (30 February, 24:00, an unlisted zone): the class of value that gets past a
 * loose pattern and fails in the database.
 */
export const IMPOSSIBLE_CALENDAR = -1;

/** Where the route takes a calendar value: the part of the request and the leaf in it. */
export function calendarSpotsOf(route: FuzzRoute) {
  return PARTS.flatMap((part) => {
    const schema = route.schemas[part];
    return schema && !route.scim ? calendarLeavesOf(schema).map((leaf) => ({ part, ...leaf })) : [];
  });
}

/**
 * One request to `route`: its input drawn from its schemas, some of it bad, as a caller it allows.
 * With IMPOSSIBLE_CALENDAR, the input is valid but for one impossible calendar value.
 */
export function requestOf(route: FuzzRoute, world: FuzzWorld, mode: number): fc.Arbitrary<FuzzRequest> {
  if (mode === IMPOSSIBLE_CALENDAR) {
    const spots = calendarSpotsOf(route);
    if (spots.length === 0) return requestOf(route, world, 0);
    return fc.tuple(fc.constantFrom(...spots), requestParts(route, world, 0)).chain(([spot, parts]) =>
      impossibleCalendarValue(spot.kind).map((text) => {
        const key = spot.part === 'querystring' ? 'query' : spot.part;
        const valid = {
          ...parts,
          query: withWorldIds(parts.query, world),
          body: withWorldIds(parts.body, world),
        };
        return requestFrom(route, { ...valid, [key]: withTextAt(valid[key], spot.path, text) });
      }),
    );
  }
  return requestParts(route, world, mode).map((parts) => requestFrom(route, parts));
}

/**
 * The partner and unit a body or query names, set to the world's own: a request meant to be valid
 * but for one value must not be refused for naming a partner or unit that is not there.
 */
function withWorldIds(value: unknown, world: FuzzWorld): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const ids: Record<string, number | null> = {
    partner_id: world.scopes.master.partnerId,
    company_id: world.scopes.admin.companyId,
  };
  const out: Record<string, unknown> = { ...value };
  for (const [key, id] of Object.entries(ids)) {
    if (key in out && id !== null) out[key] = id;
  }
  return out;
}

interface RequestParts {
  params: unknown;
  query: unknown;
  body: unknown;
  raw: string | null;
  wildcard: string;
  profile: Profile | 'none';
  lang: string;
}

function requestFrom(route: FuzzRoute, parts: RequestParts): FuzzRequest {
  const { params, query, body, raw, wildcard, profile, lang } = parts;
  return {
    method: route.method,
    url: `${pathOf(route.url, (params ?? {}) as Record<string, unknown>, wildcard)}${queryOf(query)}`,
    profile,
    lang,
    ...(raw !== null ? { raw } : body !== undefined ? { body } : {}),
  };
}

function requestParts(route: FuzzRoute, world: FuzzWorld, bad: number): fc.Arbitrary<RequestParts> {
  const { schemas } = route;
  const params = schemas.params ? arbitraryOf(schemas.params, { url: true, bad }) : fc.constant({});
  const query = route.scim
    ? SCIM_QUERY
    : schemas.querystring
      ? arbitraryOf(schemas.querystring, { url: true, bad })
      : fc.constant({});
  const body: fc.Arbitrary<unknown> = route.scim
    ? fc.oneof(SCIM_USER, SCIM_PATCH, fc.jsonValue({ maxDepth: 3 }))
    : schemas.body
      ? arbitraryOf(schemas.body, { url: false, bad })
      : WRITES.has(route.method)
        ? fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }))
        : fc.constant(undefined);
  const raw = fc.constantFrom(
    '{',
    '{"a":',
    'null',
    '"\\ud800"',
    '[1,2',
    '{"a":"\\u0000"}',
    '{"__proto__":{"x":1}}',
  );
  const wildcard = fc.constantFrom('x', 'a/b', '..%2F..%2Fpackage.json', '%00', 'index.html', '');
  const callers = route.public ? (route.scim ? ['none'] : ['none', ...PROFILES]) : callersOf(route, world);
  return fc.record({
    params,
    query,
    body,
    raw:
      bad > 0 && WRITES.has(route.method)
        ? fc.oneof({ weight: 15, arbitrary: fc.constant<string | null>(null) }, { weight: 1, arbitrary: raw })
        : fc.constant<string | null>(null),
    wildcard,
    profile: fc.constantFrom(...(callers as (Profile | 'none')[])),
    lang: fc.constantFrom(...LANGS),
  });
}

const DEEP_MARK = '\u0001deep\u0001';

/** A body as JSON text, deep nestings written in place. */
function jsonOf(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  let deep: DeepJson | undefined;
  const text = JSON.stringify(body, (_key, value) => {
    if (!(value instanceof DeepJson)) return value;
    deep = value;
    return DEEP_MARK;
  });
  return deep ? text.replaceAll(JSON.stringify(DEEP_MARK), deep.text()) : text;
}

/** Sends a fuzzed request as the web app (or the unit's directory, for SCIM) would. */
export function send(app: FastifyInstance, route: FuzzRoute, world: FuzzWorld, req: FuzzRequest) {
  const xsrf = 'fuzz-xsrf';
  const token = route.scim ? world.scimToken : req.profile === 'none' ? undefined : world.tokens[req.profile];
  const headers: Record<string, string> = { [XSRF_HEADER]: xsrf };
  if (req.lang) headers.lang = req.lang;
  if (token) headers.authorization = `Bearer ${token}`;
  const text = req.raw ?? jsonOf(req.body);
  if (text !== undefined) headers['content-type'] = 'application/json';
  const opts: InjectOptions = {
    method: req.method as InjectOptions['method'],
    url: req.url,
    cookies: { [XSRF_COOKIE]: xsrf },
    headers,
  };
  if (text !== undefined) opts.payload = text;
  return app.inject(opts);
}

/** Upstream failures the catalogue answers with 502/503: the mail or provider server refused. */
const UPSTREAM_5XX = new Set(
  Object.entries(ERROR_STATUS)
    .filter(([code, status]) => status >= 500 && code !== 'unexpected_error')
    .map(([code]) => code),
);

/** What is wrong with an answer, or undefined: a 5xx of ours, an error outside the catalogue. */
export function problemOf(route: FuzzRoute, status: number, body: string): string | undefined {
  if (status < 400) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 200)}`;
  }
  if (route.scim) {
    const scim = json as { schemas?: unknown; status?: unknown; detail?: unknown };
    if (!Array.isArray(scim.schemas) || scim.status !== String(status) || typeof scim.detail !== 'string')
      return `${status} not a SCIM error: ${body.slice(0, 200)}`;
    // 501 is SCIM's answer for what the server does not offer (/Me, /Bulk, POST .search).
    return status >= 500 && status !== 501 ? `${status} ${body.slice(0, 300)}` : undefined;
  }
  const parsed = ZErrorResponse.safeParse(json);
  if (!parsed.success) return `${status} not the error shape: ${body.slice(0, 200)}`;
  const { code, message } = parsed.data;
  if (!(code in ERROR_STATUS)) return `${status} uncatalogued code ${code}`;
  if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== status)
    return `${status} with code ${code}, catalogued as ${ERROR_STATUS[code as keyof typeof ERROR_STATUS]}`;
  if (message.length === 0 || /\{\w+\}/.test(message)) return `${status} ${code} message "${message}"`;
  if (status >= 500 && !UPSTREAM_5XX.has(code)) return `${status} ${body.slice(0, 300)}`;
  return undefined;
}

export const isWrite = (method: string) => WRITES.has(method);

/**
 * Row counts of every table of the database, in one query. Tables that record a refusal by
 * design (the audit log, the sign-in failure counters) are left out.
 */
export async function tableCounter(db: Db, ignore: ReadonlySet<string>) {
  const listed = (await db.execute(
    sql`select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  )) as unknown as { rows: { s: string; t: string }[] };
  const tables = listed.rows.filter((r) => !ignore.has(r.t)).map((r) => `"${r.s}"."${r.t}"`);
  const query = `select ${tables.map((t, i) => `(select count(*) from ${t})::int as c${i}`).join(', ')}`;
  return async (): Promise<Record<string, number>> => {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, number>[] };
    const row = result.rows[0]!;
    return Object.fromEntries(tables.map((t, i) => [t, Number(row[`c${i}`])]));
  };
}

/** The tables whose counts differ, as `table before→after`. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]}→${after[t]}`);
}
