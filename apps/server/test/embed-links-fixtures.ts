import type { AddressInfo } from 'node:net';
import { type AnyRoute, embedLinkRoutes } from '@mirante/contracts';
import { buildEmulator, DEMO_APP, type EmbedGrant } from '@mirante/emulator';
import type { FastifyInstance } from 'fastify';
import { providerAccounts, reports, workspaces } from '../src/db/schema';
import type { AppConfig } from '../src/app';
import { callRoute, emulatorProvider, type RouteCall, type TestContext } from './helpers';
import { setCompanySettings } from './switching-fixtures';

/** The emulator on a loopback port, and the provider endpoints that reach it. */
export async function startEmulator(): Promise<{
  emulator: FastifyInstance;
  provider: AppConfig['provider'];
}> {
  const emulator = (await buildEmulator()).app;
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(emulator.server.address() as AddressInfo).port}`;
  return {
    emulator,
    provider: emulatorProvider(base),
  };
}

/** What a Power BI embed token of the emulator grants. */
export function grantOf(token: string): EmbedGrant {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as EmbedGrant;
}

/** A Power BI report of the unit in an emulated workspace (no capacity). */
export async function addProviderReport(
  ctx: TestContext,
  companyId: number,
  ids: { workspace: string; report: string; dataset: string },
) {
  const [account] = await ctx.db
    .insert(providerAccounts)
    .values({
      companyId,
      name: 'Emulated',
      applicationId: DEMO_APP.clientId,
      tenantId: DEMO_APP.tenantId,
      secretEnc: ctx.secretBox.seal(DEMO_APP.clientSecret),
    })
    .returning();
  const [workspace] = await ctx.db
    .insert(workspaces)
    .values({ companyId, providerAccountId: account!.id, workspaceId: ids.workspace, name: 'Emulated' })
    .returning();
  const [report] = await ctx.db
    .insert(reports)
    .values({
      companyId,
      kind: 'powerbi',
      title: 'Embedded sales',
      workspaceId: workspace!.id,
      providerReportId: ids.report,
      providerDatasetId: ids.dataset,
      embedUrl: null,
    })
    .returning();
  return report!;
}

export async function addHtmlReport(ctx: TestContext, companyId: number, title = 'Notes') {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId, kind: 'html', title, htmlContent: '<p>Hello</p>' })
    .returning();
  return row!;
}

/** Embedded reports (enable_embedded) and their public links by token (token_embedded, `tokens`). */
export function enableEmbedding(ctx: TestContext, companyId: number, on = true, tokens = on) {
  return setCompanySettings(ctx.db, companyId, {
    enable_embedded: on ? 'S' : 'N',
    token_embedded: tokens ? 'S' : 'N',
  });
}

/** Makes a link as the unit's admin and returns its answer (the test checks the status). */
export function createLink(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return callRoute(ctx.app, embedLinkRoutes.create, { token, body: body as never });
}

/** The token of a link's page path (`/embedded/{token}`). */
export function tokenOfPath(path: string): string {
  return path.replace(/^\/embedded\//, '');
}

/**
 * A public call of the embedded page, as a framed page makes it: no session, no XSRF pair.
 * `data()` parses the success answer with the route's contract, `error()` an error answer.
 */
export function publicCall<R extends AnyRoute>(ctx: TestContext, def: R, body: unknown) {
  // Some bodies are ones the contract refuses, on purpose.
  return callRoute(ctx.app, def, { body, xsrf: false } as unknown as RouteCall<R>);
}
