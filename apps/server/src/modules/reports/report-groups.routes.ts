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
import type { Db } from '../../platform/db';
import { authorize } from '../../platform/policy';
import { auditReports } from './report-audit';
import {
  createReportGroup,
  deleteReportGroup,
  findReportGroup,
  listReportGroups,
  updateReportGroup,
} from './report-groups.repository';
import { reportMenu, reportSelectOptions } from './report-menu';
import { reportPolicy, unitOf } from './reports.policy';

/** Report groups and subgroups, the reports menu and the report select options. */
export function reportGroupRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['report groups'];
    const audit = auditReports(db);

    // Members of a unit: the menu tree and the select options of what they may open.
    const viewingRoutes: FastifyPluginAsyncZod = async (viewing) => {
      viewing.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.view));
      viewing.get(
        '/auth/group_reports/get/config/menu/reports',
        {
          schema: {
            tags,
            summary: 'Groups, subgroups and reports the caller may open',
            response: { 200: ZReportMenu },
          },
        },
        async (request) => reportMenu(db, request.scope),
      );
      viewing.get(
        '/auth/group_reports/get/reports/all/select',
        {
          schema: { tags, summary: 'Report options for selects', response: { 200: ZReportSelectOptions } },
        },
        async (request) => reportSelectOptions(db, request.scope),
      );
      viewing.get(
        '/auth/group_reports',
        { schema: { tags, summary: "The unit's report groups", response: { 200: ZReportGroupList } } },
        async (request) => ({
          data: await listReportGroups(db, unitOf(request.scope)),
          policies: { manage: reportPolicy.manage(request.scope) },
        }),
      );
    };

    // Unit admins: the "group of reports with subgroups" dialog and deletion.
    const managingRoutes: FastifyPluginAsyncZod = async (managing) => {
      managing.addHook('preValidation', async (request) => authorize(request.scope, reportPolicy.manage));
      managing.get(
        '/auth/group_reports/:id',
        {
          schema: {
            tags,
            summary: 'One report group',
            params: ZReportGroupParams,
            response: { 200: ZReportGroup },
          },
        },
        async (request) => findReportGroup(db, unitOf(request.scope), request.params.id),
      );
      managing.post(
        '/auth/group_reports',
        {
          schema: {
            tags,
            summary: 'Add a report group with its subgroups',
            body: ZSaveReportGroupRequest,
            response: { 201: ZReportGroup },
          },
        },
        async (request, reply) => {
          const group = await createReportGroup(db, unitOf(request.scope), request.body);
          await audit(request.scope, 'report_group.created', { report_group_id: group.id, name: group.name });
          return reply.status(201).send(group);
        },
      );
      managing.put(
        '/auth/group_reports/:id',
        {
          schema: {
            tags,
            summary: 'Edit a report group and its subgroups',
            params: ZReportGroupParams,
            body: ZSaveReportGroupRequest,
            response: { 200: ZReportGroup },
          },
        },
        async (request) => {
          const group = await updateReportGroup(db, unitOf(request.scope), request.params.id, request.body);
          await audit(request.scope, 'report_group.updated', { report_group_id: group.id, name: group.name });
          return group;
        },
      );
      managing.delete(
        '/auth/group_reports/:id',
        {
          schema: {
            tags,
            summary: 'Delete a report group or subgroup (its reports leave it only when asked)',
            params: ZReportGroupParams,
            querystring: ZDeleteReportGroupQuery,
            response: { 200: ZDeleteReportGroupResponse },
          },
        },
        async (request) => {
          const result = await deleteReportGroup(
            db,
            unitOf(request.scope),
            request.params.id,
            request.query.move_reports,
          );
          await audit(request.scope, 'report_group.deleted', {
            report_group_id: request.params.id,
            ...result,
          });
          return result;
        },
      );
    };

    await app.register(viewingRoutes);
    await app.register(managingRoutes);
  };
}
