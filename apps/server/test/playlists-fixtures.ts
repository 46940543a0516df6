import { afterAll, beforeAll, expect } from 'vitest';
import { reportAccess, reports } from '../src/db/schema';
import { playlistRoutes } from '@mirante/contracts';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

// Set by usePlaylistsWorld() before the calling file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
export let otherCompanyId: number;
export let otherAdminToken: string;
export let otherReportId: number;
/** The world unit's HTML reports; its user may open Alpha (`a`) only. */
export const r: Record<'a' | 'b' | 'c' | 'hidden', number> = { a: 0, b: 0, c: 0, hidden: 0 };

export async function htmlReport(
  companyId: number,
  title: string,
  extra: Partial<typeof reports.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'html', title, htmlContent: `<p>${title}</p>`, ...extra })
    .returning({ id: reports.id });
  return row!.id;
}

/** Opens the test context of the calling file, with its reports, and closes it after. */
export function usePlaylistsWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    const other = await createCompany(ctx.db, { partnerId: world.partner.id });
    otherCompanyId = other.id;
    const otherAdmin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
    otherAdminToken = await signIn(ctx.app, otherAdmin.email);
    r.a = await htmlReport(world.company.id, 'Alpha');
    r.b = await htmlReport(world.company.id, 'Beta');
    r.c = await htmlReport(world.company.id, 'Gamma');
    r.hidden = await htmlReport(world.company.id, 'Hidden one', { hidden: true });
    otherReportId = await htmlReport(otherCompanyId, 'Elsewhere');
    // The unit's user may open Alpha only.
    await ctx.db
      .insert(reportAccess)
      .values({ companyId: world.company.id, reportId: r.a, userId: world.users.user.id });
  });
  afterAll(() => ctx.close());
}

export function save(token: string, body: unknown, id?: number) {
  return id
    ? callRoute(ctx.app, playlistRoutes.update, { token, params: { id }, body: body as never })
    : callRoute(ctx.app, playlistRoutes.create, { token, body: body as never });
}

export async function newPlaylist(name: string, items: { report_id: number; seconds?: number | null }[]) {
  const res = await save(world.tokens.admin, { name, update_seconds: 10, items });
  expect(res.statusCode).toBe(201);
  return res.data();
}
