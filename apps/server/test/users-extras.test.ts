import { configRoutes, themeRoutes, unitUserRoutes as calls } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { themes, users } from '../src/db/schema';
import { findCompanySettingsText } from '../src/modules/identity/identity-config.repository';
import { trustedUnitId } from '../src/platform/scope';
import { callRoute, createUser } from './helpers';
import { ctx, foreign, otherClient, PNG, sibling, useUsersExtrasWorld, world } from './users-extras-fixtures';

useUsersExtrasWorld();

describe('linked unit', () => {
  it('offers the units of the same client to the admin, and all partner units to the master', async () => {
    const linkable = (token: string, companyId?: number) =>
      callRoute(ctx.app, calls.linkableUnits, { token, query: { company_id: companyId } });
    const admin = await linkable(world.tokens.admin);
    expect(admin.data().data).toEqual([{ id: sibling.id, name: 'Sibling Branch' }]);

    const master = await linkable(world.tokens.master, world.company.id);
    const ids = master.data().data.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([sibling.id, otherClient.id]));
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(world.company.id);

    const other = await linkable(world.tokens.master, foreign.id);
    expect(other.statusCode).toBe(404);
  });

  it('refuses a unit of another client or partner with a field error, and stores a valid one', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const link = (linkedCompanyId: number) =>
      callRoute(ctx.app, calls.update, {
        token: world.tokens.admin,
        params: { id: target.id },
        body: {
          name: target.name,
          email: target.email,
          profile: 'user',
          status: 'A',
          linked_company_id: linkedCompanyId,
        },
      });
    for (const bad of [otherClient.id, foreign.id]) {
      const res = await link(bad);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.error().errors ?? {})).toEqual(['linked_company_id']);
    }
    const ok = await link(sibling.id);
    expect(ok.data()).toMatchObject({ linked_company_id: sibling.id, linked_company_name: 'Sibling Branch' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.linkedCompanyId).toBe(sibling.id);

    const list = await callRoute(ctx.app, calls.list, {
      token: world.tokens.admin,
      query: { search: target.email },
    });
    expect(list.data().data[0]).toMatchObject({ id: target.id, linked_company_name: 'Sibling Branch' });
  });
});

describe("a user's picture set by the admin", () => {
  it('stores it for a user of the unit; another unit’s user is not found', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    // The picture is the body itself, not JSON: it goes as the screen sends it.
    const upload = (id: number, body: Buffer | string) =>
      callRoute(ctx.app, calls.uploadAvatar, {
        params: { id },
        token: world.tokens.admin,
        body: body as never,
        headers: { 'content-type': 'image/png' },
      });
    const res = await upload(target.id, PNG);
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(res.data().avatar_url).toBe(`/storage/${row!.avatar}`);

    const outsider = await createUser(ctx.db, { profile: 'user', companyId: foreign.id });
    const other = await upload(outsider.id, PNG);
    expect(other.statusCode).toBe(404);

    const bad = await upload(target.id, 'plain text');
    expect(bad.statusCode).toBe(400);
    expect(bad.error().code).toBe('invalid_file');

    const removed = await callRoute(ctx.app, calls.removeAvatar, {
      token: world.tokens.admin,
      params: { id: target.id },
    });
    expect(removed.data()).toEqual({ avatar_url: null });
  });
});

describe('a master on one of its units’ settings and themes', () => {
  it('reads and saves the unit’s settings; another partner’s unit is not found', async () => {
    const read = await callRoute(ctx.app, configRoutes.settings, {
      query: { company_id: otherClient.id },
      token: world.tokens.master,
    });
    expect(read.statusCode).toBe(200);
    const saved = await callRoute(ctx.app, configRoutes.update, {
      query: { company_id: otherClient.id },
      token: world.tokens.master,
      body: { login_timeout: 5, mfa_permission_admin: 'N' },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      JSON.parse((await findCompanySettingsText(ctx.db, trustedUnitId(otherClient.id))) ?? '{}'),
    ).toMatchObject({
      login_timeout: 5,
      mfa_permission_admin: 'N',
    });
    const foreignRes = await callRoute(ctx.app, configRoutes.update, {
      query: { company_id: foreign.id },
      token: world.tokens.master,
      body: { login_timeout: 5 },
    });
    expect(foreignRes.statusCode).toBe(404);
    const bad = await callRoute(ctx.app, configRoutes.update, {
      query: { company_id: otherClient.id },
      token: world.tokens.master,
      body: { login_timeout: 'soon' } as never,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(['login_timeout']);
  });

  it('an admin naming another unit is not found', async () => {
    const res = await callRoute(ctx.app, configRoutes.update, {
      query: { company_id: sibling.id },
      token: world.tokens.admin,
      body: { login_timeout: 6 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('edits the unit’s themes; needs the unit; another partner’s unit is not found', async () => {
    const body = { name: 'Partner theme', colors: {}, page_title: 'Branded', show_background_image: false };
    const created = await callRoute(ctx.app, themeRoutes.create, {
      query: { company_id: otherClient.id },
      token: world.tokens.master,
      body,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(themes).where(eq(themes.id, created.data().id));
    expect(row!.companyId).toBe(otherClient.id);

    const list = await callRoute(ctx.app, themeRoutes.list, {
      query: { company_id: otherClient.id },
      token: world.tokens.master,
    });
    expect(list.data().data.map((t) => t.id)).toEqual([created.data().id]);

    const noUnit = await callRoute(ctx.app, themeRoutes.list, { token: world.tokens.master });
    expect(noUnit.statusCode).toBe(400);
    const foreignRes = await callRoute(ctx.app, themeRoutes.list, {
      query: { company_id: foreign.id },
      token: world.tokens.master,
    });
    expect(foreignRes.statusCode).toBe(404);
    const viaOtherUnit = await callRoute(ctx.app, themeRoutes.get, {
      params: { id: created.data().id },
      query: { company_id: world.company.id },
      token: world.tokens.master,
    });
    expect(viaOtherUnit.statusCode).toBe(404);
  });
});
