import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { appendFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import {
  authRoutes,
  DEFAULT_COMPANY_CONFIG,
  healthRoutes,
  reportAccessRoutes,
  reportRoutes,
  scimTokenRoutes,
} from '@mirante/contracts';
import { buildEmulator } from '@mirante/emulator';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarSpotsOf,
  callersOf,
  countChanges,
  IMPOSSIBLE_CALENDAR,
  type FuzzRequest,
  type FuzzRoute,
  type FuzzWorld,
  fuzzRoutes,
  isWrite,
  PROFILES,
  problemOf,
  requestOf,
  scopeFor,
  send,
  tableCounter,
} from './fuzz/fuzz-harness';
import { upsertCompanySettings } from '../src/modules/config/config.repository';
import { trustedUnitId } from '../src/platform/scope';
import { fenceNetwork } from './fuzz/network-fence';
import { callRoute, createTestContext, createWorld, type TestContext, emulatorProvider } from './helpers';
import { type SmtpCapture, startSmtpCapture } from './password-helpers';

/**
 * Property-based requests to every route the app registers, drawn from the route's own zod
 * schemas: valid values, boundaries and wrong types in bodies, query strings and path parameters,
 * sent with a session the route's policy lets in. Whatever comes, the answer is never a 5xx of
 * ours, every error is the catalogued JSON, and a refused write leaves every table's row count as
 * it was. CI runs a few cases per route from a fixed seed; `npm run fuzz` runs many more
 * (FUZZ_RUNS cases per route, FUZZ_SEED).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Only the routes whose `METHOD /url` matches, for a long run on one area (FUZZ_ROUTES). */
const ONLY = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : undefined;

/**
 * Routes left out, and why: logout ends the fuzzing session at every case (the run heals a world
 * whose sessions died, but would rebuild it constantly); the notification stream is server-sent
 * events, an answer that never ends.
 */
const SKIP = new Set<string>(['POST /api/logout', 'GET /api/auth/notifications/stream']);

/** Refusals that may mean a fuzzed call ended or locked out one of the world's sessions. */
const SESSION_REFUSALS = new Set([
  'unauthorized',
  'session_expired',
  'token_expired',
  'user_blocked',
  'user_deactivated',
  'user_inactive',
  'user_without_company',
  'company_disabled',
  'test_period_ended',
  'ip_not_allowed',
  'hour_not_allowed',
  'domain_not_allowed',
  'two_factor_required',
  'maitenance',
]);

/** Tables that record a refusal by design: the audit log and the sign-in failure counters. */
const LOGS = new Set(['audit_events', 'rate_limits']);

let ctx: TestContext;
let emulator: FastifyInstance;
let smtp: SmtpCapture;
let liftFence: () => void;
let world: FuzzWorld;

async function newWorld(): Promise<FuzzWorld> {
  const w = await createWorld(ctx);
  const ids = (p: (typeof PROFILES)[number]) => ({
    userId: w.users[p].id,
    companyId: w.company.id,
    partnerId: p === 'a2m' ? w.operator.id : w.partner.id,
  });
  const scim = await callRoute(ctx.app, scimTokenRoutes.add, {
    token: w.tokens.admin,
    body: { description: 'Directory' },
  });
  if (scim.statusCode !== 201) throw new Error(`no SCIM token: ${scim.body}`);
  // A report the user may open, in a unit that keeps the user's filters: the viewer's calls
  // then reach the database.
  const report = await callRoute(ctx.app, reportRoutes.create, {
    token: w.tokens.admin,
    body: { kind: 'external', title: 'Fuzzed report', external_url: 'https://bi.example.test/x' },
  });
  const access = await callRoute(ctx.app, reportAccessRoutes.save, {
    params: { id: report.data().id },
    token: w.tokens.admin,
    body: { grants: [{ user_id: w.users.user.id }] },
  });
  if (access.statusCode !== 200) throw new Error(`no report: ${report.body} ${access.body}`);
  await upsertCompanySettings(ctx.db, trustedUnitId(w.company.id), {
    ...DEFAULT_COMPANY_CONFIG,
    save_filter: 'S',
  });
  return {
    tokens: w.tokens,
    scopes: Object.fromEntries(PROFILES.map((p) => [p, scopeFor(p, ids(p))])) as FuzzWorld['scopes'],
    scimToken: scim.data().token,
  };
}

/** Whether every session of the world still works (a fuzzed call may end one: that is allowed). */
async function worldAlive(): Promise<boolean> {
  const scim = await ctx.app.inject({
    method: 'GET',
    url: '/scim/v2/ServiceProviderConfig',
    headers: { authorization: `Bearer ${world.scimToken}` },
  });
  if (scim.statusCode !== 200) return false;
  for (const p of PROFILES) {
    const res = await callRoute(ctx.app, authRoutes.me, { token: world.tokens[p] });
    if (res.statusCode !== 200) return false;
  }
  return true;
}

beforeAll(async () => {
  liftFence = fenceNetwork();
  const built = await buildEmulator();
  emulator = built.app;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  smtp = await startSmtpCapture();
  ctx = await createTestContext({
    smtpUrl: smtp.url,
    provider: emulatorProvider(base),
  });
  world = await newWorld();
  if (process.env.FUZZ_TRACE)
    appendFileSync(process.env.FUZZ_TRACE, `ready after ${Math.round(performance.now())} ms\n`);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  await emulator?.close();
  await smtp?.close();
  liftFence?.();
});

function codeOf(body: string): string {
  try {
    return String(JSON.parse(body).code);
  } catch {
    return '';
  }
}

/** The fields a refusal names, for the trace. */
function fieldsOf(body: string): string {
  try {
    return Object.keys(JSON.parse(body).errors ?? {}).join(',');
  } catch {
    return '';
  }
}

/** A seed of its own per route, so a new route does not change the cases of the others. */
function seedOf(route: FuzzRoute): number {
  return (SEED ^ createHash('sha256').update(`${route.method} ${route.url}`).digest().readInt32BE(0)) | 0;
}

describe('fuzzed requests to every route', () => {
  it(
    'answer no 5xx, only catalogued errors, and a refused write changes no table',
    async () => {
      const all = fuzzRoutes(ctx.app, SKIP);
      expect(all.length).toBeGreaterThan(250);
      const routes = ONLY ? all.filter((r) => ONLY.test(`${r.method} ${r.url}`)) : all;
      const counts = await tableCounter(ctx.db, LOGS);
      const failures = new Map<string, string>();
      const fail = (key: string, text: string) => {
        if (failures.has(key)) return;
        failures.set(key, text);
        if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `FAIL ${text}\n`);
      };
      let sent = 0;

      /** One fuzzed request to `route`, its answer and the database checked. */
      const fuzzCase = async (route: FuzzRoute, req: FuzzRequest) => {
        const before = isWrite(route.method) ? await counts() : undefined;
        const res = await send(ctx.app, route, world, req);
        sent += 1;
        const where = `${route.method} ${route.url}`;
        const body = JSON.stringify(req.raw ?? req.body)?.slice(0, 400);
        const replay = `${req.method} ${req.url.slice(0, 300)} as ${req.profile} ${body}`;
        const problem = problemOf(route, res.statusCode, res.body);
        if (problem) fail(`${where} ${problem.slice(0, 60)}`, `${where}: ${problem}\n    ${replay}`);
        if (before && res.statusCode >= 400) {
          const changed = countChanges(before, await counts());
          if (changed.length > 0)
            fail(
              `${where} half write`,
              `${where}: refused with ${res.body.slice(0, 160)} yet changed ${changed.join(', ')}\n    ${replay}`,
            );
        }
        if (process.env.FUZZ_TRACE)
          appendFileSync(
            process.env.FUZZ_TRACE,
            `${res.statusCode} ${where} ${codeOf(res.body)} ${fieldsOf(res.body)}\n`.replace(/ \n$/, '\n'),
          );
        // A fuzzed call may end or lock out one of the world's sessions: that is allowed, and
        // the run goes on in a new world.
        const refused = route.scim ? res.statusCode === 401 : SESSION_REFUSALS.has(codeOf(res.body));
        if (res.statusCode >= 400 && refused && !(await worldAlive())) world = await newWorld();
      };

      // Pass after pass over every route, so later passes meet what earlier ones created.
      for (let pass = 0; pass < RUNS; pass += 1) {
        for (const route of routes) {
          // Routes that take a day, time or zone also get requests valid but for an impossible one.
          const modes =
            calendarSpotsOf(route).length > 0 ? [0, 0, 4, 30, IMPOSSIBLE_CALENDAR] : [0, 0, 4, 30];
          const cases = fc.constantFrom(...modes).chain((mode) => requestOf(route, world, mode));
          await fc.assert(
            fc.asyncProperty(cases, (req) => fuzzCase(route, req)),
            { numRuns: 1, seed: seedOf(route) + pass, endOnFailure: true },
          );
        }
      }
      expect([...failures.values()]).toEqual([]);
      expect(sent).toBe(routes.length * RUNS);
      // Still serving.
      expect((await callRoute(ctx.app, healthRoutes.get, {})).statusCode).toBe(200);
    },
    Math.max(120_000, RUNS * 60_000),
  );

  it('sends each route a caller its policy lets in', () => {
    const routes = fuzzRoutes(ctx.app, SKIP);
    const byKey = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]));
    expect(callersOf(byKey.get('GET /api/auth/partners')!, world)).toEqual(['a2m']);
    expect(callersOf(byKey.get('POST /api/auth/companies')!, world)).toEqual(['master']);
    expect(callersOf(byKey.get('POST /api/auth/catalogs/:reportId/requests')!, world)).toEqual(['user']);
  });

  it('keeps name lookups on this machine while it runs', async () => {
    // This machine's own name resolves through /etc/hosts, except behind the fence.
    await expect(lookup(hostname())).rejects.toThrow(/ENOTFOUND/);
    expect((await lookup('localhost')).address).toMatch(/^(127\.|::1)/);
  });
});
