import { DATASET_IDS, REPORT_IDS, WORKSPACE_IDS } from '@mirante/emulator';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerAccounts, reports } from '../src/db/schema';
import {
  ctx,
  demoAccount,
  handle,
  newAccount,
  otherAdminToken,
  pbi,
  useProviderWorld,
  world,
} from './provider-fixtures';

useProviderWorld();

describe('embedded workspaces and import', () => {
  it('adds a workspace, browses its reports live and imports chosen ones in one step', async () => {
    const account = await newAccount();
    expect((await pbi.remoteWorkspaces(world.tokens.admin, account.id)).data().data).toHaveLength(2);
    const created = await pbi.createWorkspace(world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.commercial.toUpperCase(),
      name: 'Commercial',
      provider_account_id: account.id,
    });
    expect(created.statusCode).toBe(201);
    const workspace = created.data();
    expect(workspace).toMatchObject({
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      provider_account_id: account.id,
      provider_account_name: demoAccount.name,
      reports_count: 0,
    });

    const twice = await pbi.createWorkspace(world.tokens.admin, {
      workspace_id: WORKSPACE_IDS.commercial,
      name: 'Again',
      provider_account_id: account.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.error().errors?.workspace_id).toBeDefined();

    const live = await pbi.remoteReports(world.tokens.admin, workspace.id);
    expect(live.statusCode).toBe(200);
    const sales = live.data().data.find((r: { id: string }) => r.id === REPORT_IDS.salesOverview);
    expect(sales).toMatchObject({
      name: 'Sales overview',
      dataset_id: DATASET_IDS.sales,
      imported_report_id: null,
    });

    const imported = await pbi.importReports(world.tokens.admin, workspace.id, {
      report_ids: [REPORT_IDS.salesOverview],
    });
    expect(imported.statusCode).toBe(200);
    const [one] = imported.data().imported;
    expect(one).toMatchObject({ title: 'Sales overview', provider_report_id: REPORT_IDS.salesOverview });
    const [row] = await ctx.db.select().from(reports).where(eq(reports.id, one!.id));
    expect(row).toMatchObject({
      companyId: world.company.id,
      kind: 'powerbi',
      title: 'Sales overview',
      workspaceId: workspace.id,
      providerReportId: REPORT_IDS.salesOverview,
      providerDatasetId: DATASET_IDS.sales,
      createdByUserId: world.users.admin.id,
    });
    expect(row?.embedUrl).toBe(sales?.embed_url);

    const again = await pbi.importReports(world.tokens.admin, workspace.id, {
      report_ids: [REPORT_IDS.salesOverview, REPORT_IDS.regional],
    });
    expect(again.data().skipped).toEqual([REPORT_IDS.salesOverview]);
    expect(again.data().imported.map((r: { title: string }) => r.title)).toEqual(['Regional performance']);
    const after = await pbi.remoteReports(world.tokens.admin, workspace.id);
    expect(
      after.data().data.every((r: { imported_report_id: number | null }) => r.imported_report_id !== null),
    ).toBe(true);
    const count = await ctx.db.$count(reports, and(eq(reports.workspaceId, workspace.id)));
    expect(count).toBe(2);

    // In use: neither the workspace (reports) nor the account (workspace) can go.
    const delWs = await pbi.removeWorkspace(world.tokens.admin, workspace.id);
    expect(delWs.statusCode).toBe(409);
    expect(delWs.error().code).toBe('workspace_in_use');
    const delAccount = await pbi.removeAccount(world.tokens.admin, account.id);
    expect(delAccount.statusCode).toBe(409);
    expect(delAccount.error().code).toBe('provider_account_in_use');
  });

  it('refuses report IDs the workspace does not have and bad bodies', async () => {
    const account = await newAccount();
    const workspace = (
      await pbi.createWorkspace(world.tokens.admin, {
        workspace_id: WORKSPACE_IDS.operations,
        name: 'Operations',
        provider_account_id: account.id,
      })
    ).data();
    const unknown = await pbi.importReports(world.tokens.admin, workspace.id, {
      report_ids: [REPORT_IDS.salesOverview],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error().errors?.report_ids).toBeDefined();
    const empty = await pbi.importReports(world.tokens.admin, workspace.id, { report_ids: [] });
    expect(empty.statusCode).toBe(400);
    const bad = await pbi.createWorkspace(world.tokens.admin, {
      workspace_id: 'x',
      name: '',
      provider_account_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {}).sort()).toEqual([
      'name',
      'provider_account_id',
      'workspace_id',
    ]);
  });

  it('edits and deletes a workspace, then the account it freed', async () => {
    const account = await newAccount();
    const workspace = (
      await pbi.createWorkspace(world.tokens.admin, {
        workspace_id: '1a000000-0000-4000-8000-0000000000aa',
        name: 'Temp',
        provider_account_id: account.id,
      })
    ).data();
    const edited = await pbi.updateWorkspace(world.tokens.admin, workspace.id, {
      workspace_id: '1a000000-0000-4000-8000-0000000000aa',
      name: 'Temporary',
      provider_account_id: account.id,
    });
    expect(edited.data().name).toBe('Temporary');
    expect((await pbi.remoteReports(otherAdminToken, workspace.id)).statusCode).toBe(404);
    expect((await pbi.removeWorkspace(otherAdminToken, workspace.id)).statusCode).toBe(404);
    expect(
      (await pbi.importReports(otherAdminToken, workspace.id, { report_ids: [REPORT_IDS.finance] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await pbi.updateWorkspace(otherAdminToken, workspace.id, {
          workspace_id: '1a000000-0000-4000-8000-0000000000aa',
          name: 'X',
          provider_account_id: account.id,
        })
      ).statusCode,
    ).toBe(404);
    const del = await pbi.removeWorkspace(world.tokens.admin, workspace.id);
    expect(del.statusCode).toBe(204);
    const list = (await pbi.workspaces(world.tokens.admin)).data().data;
    expect(list.map((w: { id: number }) => w.id)).not.toContain(workspace.id);
    const delAccount = await pbi.removeAccount(world.tokens.admin, account.id);
    expect(delAccount.statusCode).toBe(204);
    const [row] = await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.id, account.id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('maps a provider that is down to a catalogued error, never a raw 500', async () => {
    const account = await newAccount();
    handle.addFault({ pathPattern: '^/powerbi/v1.0/myorg/groups$', status: 503, times: 0 });
    try {
      const res = await pbi.remoteWorkspaces(world.tokens.admin, account.id);
      expect(res.statusCode).toBe(503);
      expect(res.error().code).toBe('provider_unavailable');
    } finally {
      handle.reset();
    }
  });
});
