import { reportGroupRoutes as calls } from '@mirante/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/call-context';
import { serve } from '../../platform/serve';
import {
  addReportGroup,
  editReportGroup,
  getReportGroup,
  listReportGroupsFor,
  removeReportGroup,
} from './reports-groups.service';
import { reportMenu, reportSelectOptions } from './reports-menu.service';
import { reportPolicy } from './reports.policy';

/** Report groups and subgroups, the reports menu and the report select options. */
export function reportGroupRoutes(): FastifyPluginAsync {
  return async (app) => {
    const tags = ['report groups'];
    const view = { tags, config: { policy: reportPolicy.view } };
    const manage = { tags, config: { policy: reportPolicy.manage } };

    // Members of a unit: the menu tree and the select options of what they may open.
    serve(app, calls.menu, view, (request) => reportMenu(request.db, request.scope));
    serve(app, calls.selectOptions, view, (request) => reportSelectOptions(request.db, request.scope));
    serve(app, calls.list, view, (request) => listReportGroupsFor(contextOf(request)));

    // Unit admins: the "group of reports with subgroups" dialog and deletion.
    serve(app, calls.get, manage, (request) =>
      getReportGroup({ ...contextOf(request), id: request.params.id }),
    );
    serve(app, calls.create, manage, (request) =>
      addReportGroup({ ...contextOf(request), input: request.body }),
    );
    serve(app, calls.update, manage, (request) =>
      editReportGroup({ ...contextOf(request), id: request.params.id, input: request.body }),
    );
    serve(app, calls.remove, manage, (request) =>
      removeReportGroup({
        ...contextOf(request),
        id: request.params.id,
        moveReports: request.query.move_reports,
      }),
    );
  };
}
