import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AnyRoute,
  authRoutes,
  type Profile,
  type RouteAnswer,
  type RouteInput,
  routeUrl,
  successStatus,
  type TErrorResponse,
  XSRF_COOKIE,
  ZErrorResponse,
  XSRF_HEADER,
} from '@mirante/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { changeFeedOf } from '../src/platform/change-feed';
import { buildApp } from '../src/app';
import { partners } from '../src/db/schema';
import { createCompany as createCompanyService } from '../src/modules/companies/companies.service';
import { createUser as createUserService } from '../src/modules/users/users.service';
import { SecretBox } from '../src/platform/crypto';
import { type Database, type Db, openDatabase } from '../src/platform/db';

export const TEST_PASSWORD = 'Correct-Horse-9';

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL of
 * DATABASE_URL when set (dropped on close), else an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const name = `mirante_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString() });
  await database.migrate();
  return {
    ...database,
    url: testUrl.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** `url`: the PostgreSQL database of this file, for a second server on it (unset on PGlite). */
  database: Database & { url?: string };
  storageDir: string;
  /** The app's box for secrets at rest, to check what is stored sealed. */
  secretBox: SecretBox;
  close(): Promise<void>;
}

/** The provider settings of an app that talks to the Power BI emulator listening at `base`. */
export function emulatorProvider(base: string): Parameters<typeof buildApp>[1]['provider'] {
  return {
    loginUrl: `${base}/login`,
    apiUrl: `${base}/powerbi`,
    armUrl: `${base}/arm`,
    emulator: false,
    emulatorEmbedBase: undefined,
  };
}

/** The configuration of an app under test; `overrides` replace what a test needs otherwise. */
export function testAppConfig(
  overrides: Partial<Parameters<typeof buildApp>[1]> = {},
): Parameters<typeof buildApp>[1] {
  return {
    storageDir: mkdtempSync(join(tmpdir(), 'mirante-storage-')),
    webDir: join(tmpdir(), 'mirante-no-web'),
    redisUrl: undefined,
    trustProxy: [],
    // High enough that no test trips the sign-in limits by accident; login-limiter.test.ts lowers them.
    loginLimits: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
    baseDomain: 'mirante.test',
    logLevel: 'silent',
    logger: false,
    // Requests run as the row-level-security roles, as the server does; MIRANTE_ROW_SECURITY=0
    // runs a test file behind the tenant filters alone.
    rowSecurity: process.env.MIRANTE_ROW_SECURITY !== '0',
    ...overrides,
  };
}

export async function createTestContext(
  overrides: Partial<Parameters<typeof buildApp>[1]> = {},
  /** Runs on the built app before it is made ready, e.g. to register a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const secretBox = overrides.secretBox ?? new SecretBox(randomBytes(32));
  const config = testAppConfig({ ...overrides, secretBox });
  const { storageDir } = config;
  const app = await buildApp(database, config);
  // Tests write rows straight into the database and call the app right after. The app keeps
  // copies of sessions, settings and menus until the database's change notice reaches it, which
  // takes a moment; each test call first waits for every notice committed before it, as a real
  // client's next request (a network hop later) would find them.
  const changes = changeFeedOf(database.db);
  if (changes) {
    const inject = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
    app.inject = (async (opts: InjectOptions | string) => {
      await changes.settle();
      return inject(opts);
    }) as typeof app.inject;
  }
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    storageDir,
    secretBox,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let seq = 0;
function unique(prefix: string): string {
  seq += 1;
  return `${prefix}${process.pid}x${seq}`;
}

export async function createOperator(db: Db, name = unique('Operator ')) {
  const [row] = await db.insert(partners).values({ name, kind: 'operator' }).returning();
  return row!;
}

export async function createPartner(db: Db, opts: { operatorId?: number; name?: string } = {}) {
  const operatorId = opts.operatorId ?? (await createOperator(db)).id;
  const [row] = await db
    .insert(partners)
    .values({ name: opts.name ?? unique('Partner '), kind: 'partner', parentId: operatorId })
    .returning();
  return row!;
}

export async function createCompany(db: Db, opts: { partnerId?: number; name?: string } = {}) {
  const partnerId = opts.partnerId ?? (await createPartner(db)).id;
  const name = opts.name ?? unique('Unit ');
  return createCompanyService({
    db,
    input: { name, subdomain: unique('unit-').toLowerCase(), partner_id: partnerId },
  });
}

/** A user with one membership; admin and user need a company, master and a2m a partner. */
export async function createUser(
  db: Db,
  opts: { profile: Profile; companyId?: number; partnerId?: number; email?: string; password?: string },
) {
  const email = opts.email ?? `${unique('u')}@example.test`;
  const user = await createUserService({
    db,
    input: {
      name: `Test ${opts.profile}`,
      email,
      password: opts.password ?? TEST_PASSWORD,
      perfil_usuario: opts.profile,
      company_id: opts.companyId,
      partner_id: opts.partnerId,
    },
  });
  return { ...user, password: opts.password ?? TEST_PASSWORD };
}

const XSRF = 'test-xsrf-token';

/** Injects a request as the web app sends it: XSRF pair, language and bearer token. */
export function call(
  app: FastifyInstance,
  opts: {
    method: InjectOptions['method'];
    url: string;
    token?: string;
    body?: unknown;
    lang?: string;
    headers?: Record<string, string>;
    /** The client's address as the socket reports it (default 127.0.0.1). */
    remoteAddress?: string;
    /** `false`: no XSRF pair, as a page outside the web app calls (the embedded page). */
    xsrf?: boolean;
  },
) {
  const xsrf = opts.xsrf !== false;
  return app.inject({
    method: opts.method,
    url: opts.url,
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(xsrf ? { cookies: { [XSRF_COOKIE]: XSRF } } : {}),
    headers: {
      ...(xsrf ? { [XSRF_HEADER]: XSRF } : {}),
      ...(opts.lang ? { lang: opts.lang } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
}

/** A call of the route map as a test makes it: the route's parts, and who calls, in which language. */
export type RouteCall<R extends AnyRoute> = RouteInput<R> & {
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** The client's address as the socket reports it (default 127.0.0.1). */
  remoteAddress?: string;
  /** `false`: no XSRF pair, as a page outside the web app calls (the embedded page). */
  xsrf?: boolean;
};

/**
 * Calls a route of the map (packages/contracts) as the web app does (see `call`): its method
 * and path come from the declaration and its parts are typed. `data()` reads the success answer
 * through the route's response schema, so an answer of the wrong shape fails the test.
 */
export async function callRoute<R extends AnyRoute>(app: FastifyInstance, def: R, input: RouteCall<R>) {
  const { params, query, body, token, lang, headers, remoteAddress, xsrf } = input as RouteCall<AnyRoute> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res = await call(app, {
    method: def.method,
    url: `/api${routeUrl(def, { params, query })}`,
    ...(token ? { token } : {}),
    ...(lang ? { lang } : {}),
    ...(headers ? { headers } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(xsrf === false ? { xsrf } : {}),
    ...(body !== undefined ? { body } : {}),
  });
  return Object.assign(res, {
    /** The success answer, parsed by the route's response schema (throws on another status). */
    data(): RouteAnswer<R> {
      if (res.statusCode !== successStatus(def)) {
        throw new Error(`${def.method} ${def.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }
      return def.response.parse(
        res.statusCode === 204 ? undefined : def.file ? res.body : res.json(),
      ) as RouteAnswer<R>;
    },
    /** The error answer, parsed by the catalogue's error schema (throws on a success). */
    error(): TErrorResponse {
      if (res.statusCode < 400) throw new Error(`${def.method} ${def.path} succeeded: ${res.statusCode}`);
      // Strict: an error answer carries the catalogue's fields and nothing else (no stack, no internals).
      return ZErrorResponse.strict().parse(res.json());
    },
  });
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await callRoute(app, authRoutes.login, { body: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.data().token;
}

/** One tenant tree with a signed-in session per profile. */
export async function createWorld(ctx: TestContext) {
  const operator = await createOperator(ctx.db);
  const partner = await createPartner(ctx.db, { operatorId: operator.id });
  const company = await createCompany(ctx.db, { partnerId: partner.id });
  const users = {
    a2m: await createUser(ctx.db, { profile: 'a2m', partnerId: operator.id }),
    master: await createUser(ctx.db, { profile: 'master', partnerId: partner.id }),
    admin: await createUser(ctx.db, { profile: 'admin', companyId: company.id }),
    user: await createUser(ctx.db, { profile: 'user', companyId: company.id }),
  };
  const tokens = {
    a2m: await signIn(ctx.app, users.a2m.email),
    master: await signIn(ctx.app, users.master.email),
    admin: await signIn(ctx.app, users.admin.email),
    user: await signIn(ctx.app, users.user.email),
  };
  return { operator, partner, company, users, tokens };
}

/** The port the app listens on, on loopback; it starts listening on a free port when it does not yet. */
export async function listeningPort(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return address.port;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes one HTTP/1.1 request as given over a real socket to an app (or to a server listening
 * on loopback at `port`) and reads the answer, for request lines app.inject would normalise
 * (absolute form, odd spellings). `target` goes verbatim into
 * the request line; a body is sent as JSON.
 */
export async function rawRequest(
  server: FastifyInstance | { port: number },
  opts: { method: string; target: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawAnswer> {
  const port = 'port' in server ? server.port : await listeningPort(server);
  const body = opts.body === undefined ? '' : JSON.stringify(opts.body);
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(opts.body === undefined
      ? {}
      : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
    ...opts.headers,
  };
  const head = [
    `${opts.method} ${opts.target} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  const text = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return {
    status,
    headers: Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    ),
    body: split < 0 ? '' : text.slice(split + 4),
  };
}
