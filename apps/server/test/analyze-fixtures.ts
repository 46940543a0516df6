import { randomBytes } from 'node:crypto';
import { embedLinks, reportPageViews, reports } from '../src/db/schema';
import { call, createCompany, createUser, createWorld, signIn, type TestContext } from './helpers';

/** A partner's tree with two units and reports, and a second operator's tree (the stranger). */
export async function createAnalyzeWorld(ctx: TestContext) {
  const world = await createWorld(ctx);
  const stranger = await createWorld(ctx);
  const second = await createCompany(ctx.db, { partnerId: world.partner.id });
  const secondUser = await createUser(ctx.db, { profile: 'user', companyId: second.id });
  const idle = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
  const report = await addReport(ctx, world.company.id, 'Sales');
  const unopened = await addReport(ctx, world.company.id, 'Stock');
  const secondReport = await addReport(ctx, second.id, 'Costs');
  const strangerReport = await addReport(ctx, stranger.company.id, 'Secret');
  return {
    ...world,
    stranger,
    second,
    secondUser,
    idle,
    reports: { report, unopened, secondReport, strangerReport },
    secondUserToken: await signIn(ctx.app, secondUser.email),
  };
}
export type AnalyzeWorld = Awaited<ReturnType<typeof createAnalyzeWorld>>;

export async function addReport(ctx: TestContext, companyId: number, title: string) {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'external', title, externalUrl: 'https://bi.example.com/r' })
    .returning();
  return row!;
}

/** Writes views straight into the log, as the report screens would have. */
export async function addViews(
  ctx: TestContext,
  views: {
    companyId: number;
    reportId: number;
    userId: number | null;
    at: string;
    seconds?: number;
    source?: 'user' | 'public';
  }[],
) {
  if (views.length === 0) return;
  // An anonymous view comes through an embed link of its report: one link per report here.
  const links = new Map<number, number>();
  for (const v of views) {
    if (v.userId !== null || links.has(v.reportId)) continue;
    const [link] = await ctx.db
      .insert(embedLinks)
      .values({
        companyId: v.companyId,
        reportId: v.reportId,
        name: 'Public page',
        tokenHash: randomBytes(32).toString('hex'),
        tokenSealed: 'sealed',
      })
      .returning({ id: embedLinks.id });
    links.set(v.reportId, link!.id);
  }
  await ctx.db.insert(reportPageViews).values(
    views.map((v) => ({
      companyId: v.companyId,
      reportId: v.reportId,
      userId: v.userId,
      embedLinkId: v.userId === null ? links.get(v.reportId) : null,
      source: v.source ?? (v.userId === null ? ('public' as const) : ('user' as const)),
      startedAt: new Date(v.at),
      durationSeconds: v.seconds ?? 10,
    })),
  );
}

export function get(ctx: TestContext, url: string, token?: string) {
  return call(ctx.app, { method: 'GET', url, token });
}

/** A UTC day `n` days before `now`, as YYYY-MM-DD. */
export function daysAgo(n: number, now = new Date()): string {
  return new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
}
