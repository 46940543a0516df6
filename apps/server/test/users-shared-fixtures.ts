import {
  type AnyRoute,
  authRoutes,
  type TUnitUserCreate,
  type TUnitUserUpdate,
  unitUserRoutes,
} from '@mirante/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type RouteCall,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';
import { type SmtpCapture, startSmtpCapture } from './password-helpers';
import { addMembership } from './switching-fixtures';

// A person's account is shared by every unit they belong to; each unit holds only its membership.
// The bindings below are set by useSharedUsersWorld() before the calling file's tests run.

export let ctx: TestContext;
export let smtp: SmtpCapture;
export let world: Awaited<ReturnType<typeof createWorld>>;
/** A second unit of the world's partner, with an admin of its own. */
export let other: Awaited<ReturnType<typeof createCompany>>;
export let otherAdmin: Awaited<ReturnType<typeof createUser>>;
export let otherToken: string;
let seq = 0;

/** Opens the test context (with a mail capture) of the calling file, and closes it after. */
export function useSharedUsersWorld(): void {
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await createTestContext({ smtpUrl: smtp.url });
    world = await createWorld(ctx);
    other = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Other Branch' });
    otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
    otherToken = await signIn(ctx.app, otherAdmin.email);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
}

export const hostOf = (unit: { subdomain: string | null }) => `${unit.subdomain}.mirante.test`;

/** Calls a route of the map as the session of `token` ('' for none), in English unless said. */
export function callAs<R extends AnyRoute>(token: string, def: R, input: RouteCall<R>) {
  return callRoute(ctx.app, def, { lang: 'en-US', ...input, token } as RouteCall<R>);
}

export function login(email: string, host?: string, password = TEST_PASSWORD) {
  return callRoute(ctx.app, authRoutes.login, {
    lang: 'en-US',
    body: { email, password },
    headers: host ? { host } : {},
  });
}

export function me(token: string) {
  return callRoute(ctx.app, authRoutes.me, { token });
}

export function newPerson(overrides: Partial<TUnitUserCreate> = {}) {
  seq += 1;
  return {
    name: `Shared Person ${seq}`,
    email: `shared${seq}-${process.pid}@example.test`,
    password: TEST_PASSWORD,
    ...overrides,
  };
}

/** A person of the world's unit who also belongs to the other unit. */
export async function sharedPerson() {
  const person = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  await addMembership(ctx.db, person.id, other.id, 'user');
  return person;
}

/** The form's body for a person as the list shows them, with changes. */
export async function bodyOf(
  token: string,
  id: number,
  changes: Partial<TUnitUserUpdate> = {},
  companyId?: number,
): Promise<TUnitUserUpdate> {
  const list = await callAs(token, unitUserRoutes.list, { query: { per_page: 100, company_id: companyId } });
  const shown = list.data().data.find((u) => u.id === id);
  expect(shown, `user ${id} in the list`).toBeDefined();
  return {
    name: shown!.name,
    email: shown!.email,
    phone: shown!.phone,
    profile: shown!.profile,
    status: shown!.status,
    group_ids: shown!.groups.map((g) => g.id),
    ...changes,
  };
}

export async function listed(token: string, id: number) {
  const list = await callAs(token, unitUserRoutes.list, { query: { per_page: 100 } });
  return list.data().data.find((u) => u.id === id);
}
