import { authRoutes, configRoutes, type TCompanyConfigUpdate } from '@mirante/contracts';
import { afterAll, beforeAll } from 'vitest';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  TEST_PASSWORD,
  type TestContext,
} from './helpers';
import { setCompanySettings } from './switching-fixtures';

// What each switch of a unit's settings does, seen from the calls it changes. The bindings below
// are set by useSettingsWorld() before the calling file's tests run.

export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;

/** Opens the test context of the calling file, and closes it after. */
export function useSettingsWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
  });
  afterAll(() => ctx.close());
}

/** A unit of the world's partner with an admin and a user signed in. */
export async function unit(settings?: Parameters<typeof setCompanySettings>[2]) {
  const company = await createCompany(ctx.db, { partnerId: world.partner.id });
  if (settings) await setCompanySettings(ctx.db, company.id, settings);
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: company.id });
  const user = await createUser(ctx.db, { profile: 'user', companyId: company.id });
  return {
    company,
    admin,
    user,
    adminToken: await signIn(ctx.app, admin.email),
    userToken: await signIn(ctx.app, user.email),
  };
}

/** Saves a unit's settings; some of the bodies sent are ones the contract refuses, on purpose. */
export const update = (body: unknown, token: string, companyId?: number) =>
  callRoute(ctx.app, configRoutes.update, {
    query: companyId ? { company_id: companyId } : {},
    token,
    body: body as TCompanyConfigUpdate,
    lang: 'en-US',
  });
export const getConfig = (token: string) => callRoute(ctx.app, configRoutes.get, { token });
export const remoteConfig = (token: string) => callRoute(ctx.app, configRoutes.remote, { token });
export const login = (email: string, password = TEST_PASSWORD) =>
  callRoute(ctx.app, authRoutes.login, { body: { email, password }, lang: 'en-US' });
