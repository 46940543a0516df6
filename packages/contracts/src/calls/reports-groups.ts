import { ZReportMenu, ZReportSelectOptions } from '../reports/cards';
import {
  ZDeleteReportGroupQuery,
  ZDeleteReportGroupResponse,
  ZReportGroup,
  ZReportGroupList,
  ZReportGroupParams,
  ZSaveReportGroupRequest,
} from '../reports/groups';
import { route } from '../route-map';

/** The report groups' calls, the reports menu and the report select options. */
export const reportGroupRoutes = {
  menu: route('GET /auth/group_reports/get/config/menu/reports', {
    summary: 'Groups, subgroups and reports the caller may open',
    response: ZReportMenu,
  }),
  selectOptions: route('GET /auth/group_reports/get/reports/all/select', {
    summary: 'Report options for selects',
    response: ZReportSelectOptions,
  }),
  list: route('GET /auth/group_reports', {
    summary: "The unit's report groups",
    response: ZReportGroupList,
  }),
  get: route('GET /auth/group_reports/:id', {
    summary: 'One report group',
    params: ZReportGroupParams,
    response: ZReportGroup,
  }),
  create: route('POST /auth/group_reports', {
    summary: 'Add a report group with its subgroups',
    body: ZSaveReportGroupRequest,
    response: ZReportGroup,
    status: 201,
  }),
  update: route('PUT /auth/group_reports/:id', {
    summary: 'Edit a report group and its subgroups',
    params: ZReportGroupParams,
    body: ZSaveReportGroupRequest,
    response: ZReportGroup,
  }),
  remove: route('DELETE /auth/group_reports/:id', {
    summary: 'Delete a report group or subgroup (its reports leave it only when asked)',
    params: ZReportGroupParams,
    query: ZDeleteReportGroupQuery,
    response: ZDeleteReportGroupResponse,
  }),
} as const;
