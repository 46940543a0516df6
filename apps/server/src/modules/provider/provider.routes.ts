import { providerRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { serve } from '../../platform/serve';
import {
  addEmbeddedWorkspace,
  addProviderAccount,
  editEmbeddedWorkspace,
  editProviderAccount,
  getProviderAccount,
  importRemoteReports,
  listEmbeddedWorkspaces,
  listProviderAccounts,
  listRemoteReports,
  listRemoteWorkspaces,
  removeEmbeddedWorkspace,
  removeProviderAccount,
  type ReportImporter,
  testProviderAccount,
} from './provider-admin.service';
import { providerPolicy } from './provider.policy';
import type { ProviderService } from './provider.service';

export interface ProviderRoutesOptions {
  db: Db;
  secretBox: SecretBox;
  provider: ProviderService;
  /** The reports module's side of importing a workspace's reports. */
  reports: ReportImporter;
}

export function providerRoutes(opts: ProviderRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    const tags = ['powerbi'];
    const view = { tags, config: { policy: providerPolicy.view } };
    const manage = { tags, config: { policy: providerPolicy.manage } };
    /** What every call takes: the module's options with the request's database and caller. */
    const call = (request: { db: Db; scope: Scope }) => ({ ...opts, db: request.db, scope: request.scope });

    serve(app, calls.accounts, view, (request) => listProviderAccounts(call(request)));
    serve(app, calls.account, view, (request) =>
      getProviderAccount({ ...call(request), id: request.params.id }),
    );
    serve(app, calls.createAccount, manage, (request) =>
      addProviderAccount({ ...call(request), input: request.body }),
    );
    serve(app, calls.updateAccount, manage, (request) =>
      editProviderAccount({ ...call(request), id: request.params.id, input: request.body }),
    );
    serve(app, calls.removeAccount, manage, async (request) => {
      await removeProviderAccount({ ...call(request), id: request.params.id });
    });
    serve(app, calls.testAccount, manage, (request) =>
      testProviderAccount({ ...call(request), id: request.params.id }),
    );
    serve(app, calls.remoteWorkspaces, manage, (request) =>
      listRemoteWorkspaces({ ...call(request), accountId: request.params.id }),
    );

    serve(app, calls.workspaces, view, (request) => listEmbeddedWorkspaces(call(request)));
    serve(app, calls.createWorkspace, manage, (request) =>
      addEmbeddedWorkspace({ ...call(request), input: request.body }),
    );
    serve(app, calls.updateWorkspace, manage, (request) =>
      editEmbeddedWorkspace({ ...call(request), id: request.params.id, input: request.body }),
    );
    serve(app, calls.removeWorkspace, manage, async (request) => {
      await removeEmbeddedWorkspace({ ...call(request), id: request.params.id });
    });
    serve(app, calls.remoteReports, manage, (request) =>
      listRemoteReports({ ...call(request), id: request.params.id }),
    );
    serve(app, calls.importReports, manage, (request) =>
      importRemoteReports({ ...call(request), id: request.params.id, reportIds: request.body.report_ids }),
    );
  };
}
