import {
  ZDeleteReportGroupQuery,
  ZDeleteReportGroupResponse,
  ZReportGroup,
  ZReportGroupList,
  ZReportGroupParams,
  ZReportMenu,
  ZReportSelectOptions,
  ZSaveReportGroupRequest,
} from '@mirante/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addReportGroup,
  editReportGroup,
  getReportGroup,
  listReportGroupsFor,
  removeReportGroup,
} from './report-groups.service';
import { reportMenu, reportSelectOptions } from './report-menu';
import { reportPolicy } from './reports.policy';

/** Report groups and subgroups, the reports menu and the report select options. */
export function reportGroupRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['report groups'];

    // Members of a unit: the menu tree and the select options of what they may open.
    app.get(
      '/auth/group_reports/get/config/menu/reports',
      {
        config: { policy: reportPolicy.view },
        schema: {
          tags,
          summary: 'Groups, subgroups and reports the caller may open',
          response: { 200: ZReportMenu },
        },
      },
      async (request) => reportMenu(request.db, request.scope),
    );
    app.get(
      '/auth/group_reports/get/reports/all/select',
      {
        config: { policy: reportPolicy.view },
        schema: { tags, summary: 'Report options for selects', response: { 200: ZReportSelectOptions } },
      },
      async (request) => reportSelectOptions(request.db, request.scope),
    );
    app.get(
      '/auth/group_reports',
      {
        config: { policy: reportPolicy.view },
        schema: { tags, summary: "The unit's report groups", response: { 200: ZReportGroupList } },
      },
      async (request) => listReportGroupsFor({ db: request.db, scope: request.scope }),
    );

    // Unit admins: the "group of reports with subgroups" dialog and deletion.
    app.get(
      '/auth/group_reports/:id',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'One report group',
          params: ZReportGroupParams,
          response: { 200: ZReportGroup },
        },
      },
      async (request) => getReportGroup({ db: request.db, scope: request.scope, id: request.params.id }),
    );
    app.post(
      '/auth/group_reports',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'Add a report group with its subgroups',
          body: ZSaveReportGroupRequest,
          response: { 201: ZReportGroup },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addReportGroup({ db: request.db, scope: request.scope, input: request.body })),
    );
    app.put(
      '/auth/group_reports/:id',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'Edit a report group and its subgroups',
          params: ZReportGroupParams,
          body: ZSaveReportGroupRequest,
          response: { 200: ZReportGroup },
        },
      },
      async (request) =>
        editReportGroup({ db: request.db, scope: request.scope, id: request.params.id, input: request.body }),
    );
    app.delete(
      '/auth/group_reports/:id',
      {
        config: { policy: reportPolicy.manage },
        schema: {
          tags,
          summary: 'Delete a report group or subgroup (its reports leave it only when asked)',
          params: ZReportGroupParams,
          querystring: ZDeleteReportGroupQuery,
          response: { 200: ZDeleteReportGroupResponse },
        },
      },
      async (request) =>
        removeReportGroup({
          db: request.db,
          scope: request.scope,
          id: request.params.id,
          moveReports: request.query.move_reports,
        }),
    );
  };
}
