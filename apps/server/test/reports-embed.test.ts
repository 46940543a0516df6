import { reportViewRoutes, type TEmbedExternal } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { capacities, providerAccounts, type reports, workspaces } from '../src/db/schema';
import type { GenerateEmbedTokenInput, ProviderService } from '../src/modules/provider/provider.service';
import { embedReport } from '../src/modules/reports/reports-embed.service';
import { type Scope, trustedUnitId } from '../src/platform/scope';
import {
  addReport,
  ctx,
  grant,
  otherAdminToken,
  setConfig,
  useReportWorld,
  world,
  viewCall,
} from './report-view-fixtures';

useReportWorld();

describe('POST /api/auth/report_view/embed', () => {
  it('answers html and external reports with the viewer settings of the unit', async () => {
    const html = await addReport({ kind: 'html', externalUrl: null, htmlContent: '<p>Hi</p>', title: 'Doc' });
    const link = await addReport({
      title: 'Link',
      externalUrl: 'https://bi.example.com/link',
      sideFilter: true,
    });
    await grant(html.id);
    await grant(link.id);
    await setConfig({
      enable_watermark: 'S',
      show_name_report: 'N',
      show_menu_report: 'S',
      save_filter: 'S',
    });
    const a = await viewCall(reportViewRoutes.embed, { reportId: html.id });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.data()).toMatchObject({
      status: 'ready',
      kind: 'html',
      html: '<p>Hi</p>',
      report: { id: html.id, title: 'Doc' },
      watermark: world.users.user.email,
      show_name: false,
      show_menu: true,
      save_filter: true,
      permission_edit: false,
    });
    const b = await viewCall(reportViewRoutes.embed, { reportId: link.id });
    expect(b.data()).toMatchObject({
      kind: 'external',
      url: 'https://bi.example.com/link',
      settings: { side_filter: true },
    });
    await setConfig({});
    expect(
      ((await viewCall(reportViewRoutes.embed, { reportId: link.id })).data() as TEmbedExternal).watermark,
    ).toBeNull();
  });

  it('answers report_in_maintenance to users during maintenance; admins still open it', async () => {
    const report = await addReport({
      maintenanceStart: new Date(Date.now() - 1000),
      maintenanceEnd: new Date(Date.now() + 60_000),
    });
    await grant(report.id);
    const res = await viewCall(reportViewRoutes.embed, { reportId: report.id });
    expect(res.statusCode).toBe(409);
    expect(res.error().code).toBe('report_in_maintenance');
    expect(
      (await viewCall(reportViewRoutes.embed, { reportId: report.id }, world.tokens.admin)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for reports the caller may not open, 400 for a bad body', async () => {
    const report = await addReport();
    expect((await viewCall(reportViewRoutes.embed, { reportId: report.id })).statusCode).toBe(404);
    expect(
      (await viewCall(reportViewRoutes.embed, { reportId: report.id }, otherAdminToken)).statusCode,
    ).toBe(404);
    expect((await viewCall(reportViewRoutes.embed, {})).statusCode).toBe(400);
  });

  describe('provider reports', () => {
    let calls: GenerateEmbedTokenInput[];
    const provider = {
      async generateEmbedToken(input: GenerateEmbedTokenInput) {
        calls.push(input);
        return { token: 'embed-token', tokenId: 'token-id', expiration: '2030-01-01T00:00:00.000Z' };
      },
      async getReport() {
        return { id: 'r', name: 'r', embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r' };
      },
    } as unknown as ProviderService;

    async function providerReport(values: Partial<typeof reports.$inferInsert> = {}, withCapacity = false) {
      const [account] = await ctx.db
        .insert(providerAccounts)
        .values({
          companyId: world.company.id,
          name: 'Account',
          applicationId: 'app-id',
          tenantId: 'tenant-id',
          secretEnc: ctx.secretBox.seal('s3cret'),
        })
        .returning();
      const [capacity] = withCapacity
        ? await ctx.db
            .insert(capacities)
            .values({
              companyId: world.company.id,
              providerAccountId: account!.id,
              name: 'cap',
              resourceGroup: 'rg',
              subscriptionId: 'sub',
              size: 'A1',
            })
            .returning()
        : [undefined];
      const [workspace] = await ctx.db
        .insert(workspaces)
        .values({
          companyId: world.company.id,
          providerAccountId: account!.id,
          workspaceId: `ws-${account!.id}`,
          name: 'WS',
          capacityId: capacity?.id ?? null,
        })
        .returning();
      return addReport({
        kind: 'powerbi',
        externalUrl: null,
        workspaceId: workspace!.id,
        providerReportId: 'pbi-report',
        providerDatasetId: 'pbi-dataset',
        embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=pbi-report',
        ...values,
      });
    }

    const userScope = (): Scope => ({
      userId: world.users.user.id,
      sessionId: 0,
      profile: 'user',
      companyId: trustedUnitId(world.company.id),
      partnerId: null,
      impersonatorUserId: null,
      originSessionId: null,
      playlistId: null,
    });

    it("generates a token with the user's identity, roles, pages and filters of the grant", async () => {
      calls = [];
      await setConfig({ permissionEditReport: 'S' });
      const report = await providerReport({ filterMode: 'rls', allowEditing: true });
      await grant(report.id, { rlsRoles: ['Seller'], pages: ['P1'], canEdit: true });
      const answer = await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: report.id,
        provider,
        secretBox: ctx.secretBox,
      });
      expect(answer).toMatchObject({
        status: 'ready',
        kind: 'powerbi',
        embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=pbi-report',
        accessToken: 'embed-token',
        tokenId: 'token-id',
        expiration: '2030-01-01T00:00:00.000Z',
        pages: ['P1'],
        filters: [],
        permission_edit: true,
      });
      expect(calls[0]).toMatchObject({
        account: { tenantId: 'tenant-id', applicationId: 'app-id', secret: 's3cret' },
        reports: [{ id: 'pbi-report', allowEdit: true }],
        datasets: ['pbi-dataset'],
        identities: [{ username: world.users.user.email, roles: ['Seller'], datasets: ['pbi-dataset'] }],
      });
      expect(calls[0]!.workspaceId).toMatch(/^ws-/);
      await setConfig({});
    });

    it('sends no roles when the report ignores RLS or filters instead, and applies the filters', async () => {
      calls = [];
      const filter = { target: { table: 'T', column: 'C' }, operator: 'In', values: ['x'] };
      const ignoring = await providerReport({ filterMode: 'rls', ignoreRls: true });
      const filtering = await providerReport({ filterMode: 'filter' });
      await grant(ignoring.id, { rlsRoles: ['Seller'] });
      await grant(filtering.id, { rlsRoles: ['Seller'], filters: [filter] });
      await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: ignoring.id,
        provider,
        secretBox: ctx.secretBox,
      });
      const b = await embedReport({
        db: ctx.db,
        scope: userScope(),
        reportId: filtering.id,
        provider,
        secretBox: ctx.secretBox,
      });
      expect(calls.map((c) => c.identities)).toEqual([undefined, undefined]);
      expect(b).toMatchObject({ filters: [filter], pages: null, permission_edit: false });
      expect(calls[1]!.workspaceId).toBeNull();
    });

    it('answers starting while the capacity resumes, and proceeds once it runs', async () => {
      calls = [];
      const report = await providerReport({}, true);
      await grant(report.id);
      const seen: number[] = [];
      let state: 'running' | 'starting' = 'starting';
      const capacityGate = async (opts: { capacityId: number }) => {
        seen.push(opts.capacityId);
        return state;
      };
      const args = {
        db: ctx.db,
        scope: userScope(),
        reportId: report.id,
        provider,
        secretBox: ctx.secretBox,
        capacityGate,
      };
      expect(await embedReport(args)).toEqual({
        status: 'starting',
        kind: 'powerbi',
        report: { id: report.id, kind: 'powerbi', title: 'Report', description: null },
        retryAfterSeconds: 10,
      });
      expect(calls).toHaveLength(0);
      state = 'running';
      expect(await embedReport(args)).toMatchObject({ status: 'ready', accessToken: 'embed-token' });
      expect(seen).toHaveLength(2);
    });
  });
});
