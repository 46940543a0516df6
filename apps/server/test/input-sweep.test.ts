import {
  accountRoutes,
  authRoutes,
  healthRoutes,
  isRealSchema,
  type Profile,
  reportViewRoutes,
  switchingRoutes,
  unitUserRoutes,
  zIsoDate,
  zText,
} from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from '../src/app';
import { call, callRoute, createTestContext, createWorld, type TestContext } from './helpers';
import {
  type BadValue,
  badValuesFor,
  calendarOf,
  describePath,
  fieldOf,
  type Leaf,
  leafProblems,
  leavesOf,
  sampleOf,
  withValueAt,
} from './input-sweep';

/**
 * Every route's request schemas, walked down to each value a caller writes: integers must fit
 * int4 columns, text must hold no NUL and no unpaired surrogate (PostgreSQL refuses both), so
 * that bad input is a 400 naming the field, never a 500. The first part checks the schemas
 * themselves, so a new route built from a raw z.string() or z.number() fails here even before
 * anything reaches the database; the second sends the bad values to the running app.
 */

const PARTS = ['params', 'querystring', 'body'] as const;
type Part = (typeof PARTS)[number];
type Schema = z.core.$ZodType;

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
});
afterAll(() => ctx.close());

function isZod(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

interface RouteInput {
  route: RouteEntry;
  schemas: Partial<Record<Part, Schema>>;
}

/** Each route (HEAD aside) with the zod schemas of its input; a non-zod input schema is an error. */
function routeInputs(): RouteInput[] {
  const inputs: RouteInput[] = [];
  for (const route of ctx.app.routeTable) {
    if (route.method === 'HEAD') continue;
    const declared = (route.schema ?? {}) as Record<string, unknown>;
    const schemas: Partial<Record<Part, Schema>> = {};
    for (const part of PARTS) {
      const schema = declared[part];
      if (schema === undefined) continue;
      if (!isZod(schema))
        throw new Error(`${route.method} ${route.url}: the ${part} schema is not a contract (zod)`);
      schemas[part] = schema;
    }
    inputs.push({ route, schemas });
  }
  return inputs;
}

const leavesOfPart = (schema: Schema) => leavesOf(schema);

describe('request schemas', () => {
  it('are built from bounded primitives on every route', () => {
    const problems: string[] = [];
    let leaves = 0;
    let calendarLeaves = 0;
    for (const { route, schemas } of routeInputs()) {
      for (const [part, schema] of Object.entries(schemas) as [Part, Schema][]) {
        for (const leaf of leavesOfPart(schema)) {
          leaves += 1;
          if (calendarOf(leaf.schema)) calendarLeaves += 1;
          for (const problem of leafProblems(leaf, part !== 'body', isRealSchema)) {
            problems.push(`${route.method} ${route.url} ${part}.${describePath(leaf.path)} ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The walk reaches the values (a broken walk would find nothing to complain about).
    expect(leaves).toBeGreaterThan(400);
    expect(calendarLeaves).toBeGreaterThan(25);
  });

  it('a date, time or zone field built without a calendar primitive fails that check', () => {
    const raw = z.object({
      contract_date: zText().max(10),
      trigger_time: zText().regex(/^\d\d:\d\d$/),
      timezone: zText(),
      expires_at: zText().nullable(),
      from: zText().optional(),
      activation_start: zIsoDate(),
      name: zText(),
    });
    const flagged = leavesOf(raw)
      .filter((leaf) => leafProblems(leaf, false, isRealSchema).some((p) => p.includes('calendar')))
      .map((leaf) => describePath(leaf.path));
    expect(flagged).toEqual(['contract_date', 'trigger_time', 'timezone', 'expires_at', 'from']);
  });

  it('a schema built from raw primitives fails that check', () => {
    const raw = z.object({
      name: z.string().trim().max(100),
      count: z.number().int().min(0),
      id: z.coerce.number().int().positive(),
      tags: z.array(z.string()),
      extra: z.record(z.string(), z.unknown()),
      price: z.number(),
    });
    const flagged = leavesOf(raw)
      .filter((leaf) => leafProblems(leaf, false, isRealSchema).length > 0)
      .map((leaf) => describePath(leaf.path));
    expect(flagged).toEqual(['name', 'count', 'id', 'tags.[]', 'extra.{key}', 'extra.{value}', 'price']);
  });
});

/** `url` with its parameters filled in; `raw` values are already encoded. */
function pathOf(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

const encode = (value: unknown) => encodeURIComponent(String(value));

interface Attempt {
  method: string;
  url: string;
  body: unknown;
}

/** The request that carries `bad` at `leaf` of `part`, every other part holding valid samples. */
function attemptFor(input: RouteInput, part: Part, leaf: Leaf, bad: BadValue): Attempt {
  const { route, schemas } = input;
  const sampleParams = (schemas.params ? sampleOf(schemas.params) : {}) as Record<string, unknown>;
  const params = Object.fromEntries(Object.entries(sampleParams).map(([k, v]) => [k, encode(v)]));
  const query: [string, string][] = Object.entries(
    (schemas.querystring ? sampleOf(schemas.querystring) : {}) as Record<string, unknown>,
  ).map(([k, v]) => [k, encode(v)]);
  let body = schemas.body ? sampleOf(schemas.body) : undefined;
  const key = leaf.path[0] && 'key' in leaf.path[0] ? leaf.path[0].key : undefined;
  const sent = () => bad.raw ?? encode(bad.value);
  if (part === 'params' && key) params[key] = sent();
  if (part === 'querystring' && key) {
    const at = query.findIndex(([k]) => k === key);
    if (at >= 0) query.splice(at, 1);
    query.push([key, sent()]);
  }
  if (part === 'body') body = withValueAt(schemas.body!, leaf.path, bad.value);
  const search =
    query.length > 0 ? `?${query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : '';
  return { method: route.method, url: `${pathOf(route.url, params)}${search}`, body };
}

/** Whether an error map names the field (`*` stands for any one segment, a record key). */
function namesField(errors: Record<string, unknown> | undefined, field: string | undefined): boolean {
  if (!errors) return false;
  if (field === undefined) return Object.keys(errors).length > 0;
  const pattern = new RegExp(
    `^${field
      .split('.')
      .map((s) => (s === '*' ? '[^.]+' : s.replace(/[$]/g, '\\$')))
      .join('\\.')}$`,
  );
  return Object.keys(errors).some((key) => pattern.test(key));
}

const PROFILES: Profile[] = ['a2m', 'master', 'admin', 'user'];

describe('bad input on every route', () => {
  it('answers 4xx, never 5xx, and 400 naming the field to whoever may call the route', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const input of routeInputs()) {
      const callers: (string | undefined)[] = input.route.public
        ? [undefined]
        : PROFILES.map((p) => world.tokens[p]);
      for (const [part, schema] of Object.entries(input.schemas) as [Part, Schema][]) {
        for (const leaf of leavesOfPart(schema)) {
          for (const bad of badValuesFor(leaf, part !== 'body')) {
            const attempt = attemptFor(input, part, leaf, bad);
            const where = `${attempt.method} ${input.route.url} ${part}.${describePath(leaf.path)} (${bad.label})`;
            let named = false;
            for (const token of callers) {
              const res = await call(ctx.app, {
                method: attempt.method as 'GET',
                url: attempt.url,
                token,
                ...(attempt.body !== undefined ? { body: attempt.body } : {}),
              });
              sent += 1;
              if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body}`);
              else if (!bad.anyAnswerBut5xx && res.statusCode < 400)
                failures.push(`${where}: ${res.statusCode}`);
              if (res.statusCode === 400) {
                const answer = res.json() as { code: string; errors?: Record<string, unknown> };
                if (answer.code === 'validation_failed' && namesField(answer.errors, fieldOf(leaf.path)))
                  named = true;
              }
            }
            if (!bad.anyAnswerBut5xx && !named) failures.push(`${where}: no caller got 400 naming the field`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    // Still serving.
    const health = await callRoute(ctx.app, healthRoutes.get, {});
    expect(health.statusCode).toBe(200);
  }, 300_000);
});

describe('bad input, one by one', () => {
  it('refuses a NUL in the e-mail of a sign-in, signed out, with 400 on the field', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      lang: 'en-US',
      body: { email: `${world.users.admin.email}\u0000`, password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      errors: { email: ['email is invalid'] },
      error_codes: { email: ['field_invalid'] },
    });
  });

  it('refuses a lone surrogate in a password', async () => {
    const res = await callRoute(ctx.app, authRoutes.login, {
      body: { email: world.users.admin.email, password: 'abc\uD800def' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['password']);
  });

  it('refuses an id above int4 in the path and in the query', async () => {
    const path = await callRoute(ctx.app, unitUserRoutes.update, {
      params: { id: 2 ** 31 },
      token: world.tokens.admin,
      body: { name: 'Someone', email: 'someone@example.test' },
    });
    expect(path.statusCode).toBe(400);
    expect(Object.keys(path.error().errors ?? {})).toContain('id');
    const query = await callRoute(ctx.app, unitUserRoutes.list, {
      query: { group_id: 2 ** 31 },
      token: world.tokens.admin,
    });
    expect(query.statusCode).toBe(400);
    expect(Object.keys(query.error().errors ?? {})).toEqual(['group_id']);
  });

  it('refuses a count above int4 in a body, and takes the largest int4', async () => {
    const tooBig = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token: world.tokens.user,
      body: { company_id: 2 ** 31 },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(Object.keys(tooBig.error().errors ?? {})).toEqual(['company_id']);
    const largest = await callRoute(ctx.app, switchingRoutes.changeCompany, {
      token: world.tokens.user,
      body: { company_id: 2 ** 31 - 1 },
    });
    expect(largest.statusCode).toBeGreaterThanOrEqual(400);
    expect(largest.statusCode).toBeLessThan(500);
    expect(largest.error().code).not.toBe('validation_failed');
  });

  it('refuses a lone surrogate bound for a jsonb column, deep in a report filter', async () => {
    const res = await callRoute(ctx.app, reportViewRoutes.saveFilters, {
      token: world.tokens.user,
      body: {
        reportId: 1,
        filters: [
          {
            target: { table: 'Sales', column: 'Region', hint: { x: 'a\uDC00' } },
            operator: 'In',
            values: ['North'],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['filters.0.target.hint']);
  });

  it('keeps text with paired surrogates (emoji) and other characters', async () => {
    const res = await callRoute(ctx.app, accountRoutes.update, {
      token: world.tokens.user,
      body: { name: 'Ana 😀 Ærø 日本', language: 'en-US' },
    });
    expect(res.statusCode).toBe(200);
    const me = await callRoute(ctx.app, accountRoutes.get, { token: world.tokens.user });
    expect(me.data().name).toBe('Ana 😀 Ærø 日本');
  });
});
