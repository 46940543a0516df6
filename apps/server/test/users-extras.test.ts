import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { themes, users } from '../src/db/schema';
import { findCompanySettingsText } from '../src/modules/config/config.repository';
import { trustedUnitId } from '../src/platform/scope';
import { call, createUser } from './helpers';
import {
  ctx,
  foreign,
  otherClient,
  PNG,
  sibling,
  userBody,
  useUsersExtrasWorld,
  world,
} from './users-extras-fixtures';

useUsersExtrasWorld();

describe('linked unit', () => {
  it('offers the units of the same client to the admin, and all partner units to the master', async () => {
    const admin = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/users/linkable-units',
      token: world.tokens.admin,
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data).toEqual([{ id: sibling.id, name: 'Sibling Branch' }]);

    const master = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users/linkable-units?company_id=${world.company.id}`,
      token: world.tokens.master,
    });
    const ids = master.json().data.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([sibling.id, otherClient.id]));
    expect(ids).not.toContain(foreign.id);
    expect(ids).not.toContain(world.company.id);

    const other = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users/linkable-units?company_id=${foreign.id}`,
      token: world.tokens.master,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a unit of another client or partner with a field error, and stores a valid one', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    for (const bad of [otherClient.id, foreign.id]) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: `/api/auth/users/${target.id}`,
        token: world.tokens.admin,
        body: userBody(target, { linked_company_id: bad }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['linked_company_id']);
    }
    const ok = await call(ctx.app, {
      method: 'PUT',
      url: `/api/auth/users/${target.id}`,
      token: world.tokens.admin,
      body: userBody(target, { linked_company_id: sibling.id }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ linked_company_id: sibling.id, linked_company_name: 'Sibling Branch' });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.linkedCompanyId).toBe(sibling.id);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/users?search=${encodeURIComponent(target.email)}`,
      token: world.tokens.admin,
    });
    expect(list.json().data[0]).toMatchObject({ id: target.id, linked_company_name: 'Sibling Branch' });
  });
});

describe("a user's picture set by the admin", () => {
  it('stores it for a user of the unit; another unit’s user is not found', async () => {
    const target = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(res.json().avatar_url).toBe(`/storage/${row!.avatar}`);

    const outsider = await createUser(ctx.db, { profile: 'user', companyId: foreign.id });
    const other = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${outsider.id}/avatar`,
      token: world.tokens.admin,
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(other.statusCode).toBe(404);

    const bad = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
      body: 'plain text',
      headers: { 'content-type': 'image/png' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_file');

    const removed = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/auth/users/${target.id}/avatar`,
      token: world.tokens.admin,
    });
    expect(removed.json()).toEqual({ avatar_url: null });
  });
});

describe('a master on one of its units’ settings and themes', () => {
  it('reads and saves the unit’s settings; another partner’s unit is not found', async () => {
    const read = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config?company_id=${otherClient.id}`,
      token: world.tokens.master,
    });
    expect(read.statusCode).toBe(200);
    const saved = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${otherClient.id}`,
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
    const foreignRes = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${foreign.id}`,
      token: world.tokens.master,
      body: { login_timeout: 5 },
    });
    expect(foreignRes.statusCode).toBe(404);
    const bad = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${otherClient.id}`,
      token: world.tokens.master,
      body: { login_timeout: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['login_timeout']);
  });

  it('an admin naming another unit is not found', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/config/update?company_id=${sibling.id}`,
      token: world.tokens.admin,
      body: { login_timeout: 6 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('edits the unit’s themes; needs the unit; another partner’s unit is not found', async () => {
    const body = { name: 'Partner theme', colors: {}, page_title: 'Branded', show_background_image: false };
    const created = await call(ctx.app, {
      method: 'POST',
      url: `/api/auth/themes?company_id=${otherClient.id}`,
      token: world.tokens.master,
      body,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(themes).where(eq(themes.id, created.json().id));
    expect(row!.companyId).toBe(otherClient.id);

    const list = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes?company_id=${otherClient.id}`,
      token: world.tokens.master,
    });
    expect(list.json().data.map((t: { id: number }) => t.id)).toEqual([created.json().id]);

    const noUnit = await call(ctx.app, {
      method: 'GET',
      url: '/api/auth/themes',
      token: world.tokens.master,
    });
    expect(noUnit.statusCode).toBe(400);
    const foreignRes = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes?company_id=${foreign.id}`,
      token: world.tokens.master,
    });
    expect(foreignRes.statusCode).toBe(404);
    const viaOtherUnit = await call(ctx.app, {
      method: 'GET',
      url: `/api/auth/themes/${created.json().id}?company_id=${world.company.id}`,
      token: world.tokens.master,
    });
    expect(viaOtherUnit.statusCode).toBe(404);
  });
});
