import {
  ZAnalyzeCapacityList,
  ZAnalyzeExportParams,
  ZAnalyzeExportQuery,
  ZAnalyzeFilters,
  ZAnalyzeListQuery,
  ZAnalyzeOptions,
  ZAnalyzeReportOptions,
  ZAnalyzeReportOptionsQuery,
  ZAnalyzeReportPage,
  ZAnalyzeReportQuery,
  ZAnalyzeSummary,
  ZAnalyzeUnitPage,
  ZAnalyzeUserPage,
  ZAnalyzeUserQuery,
} from '../analyze';
import { fileAnswer, route } from '../route-map';

/** The analyze screen's calls. */
export const analyzeRoutes = {
  options: route('GET /auth/analyze/options', {
    summary: 'Partners and units to filter by',
    response: ZAnalyzeOptions,
  }),
  reportOptions: route('GET /auth/analyze/report-options', {
    summary: 'Reports of one unit, to filter by',
    query: ZAnalyzeReportOptionsQuery,
    response: ZAnalyzeReportOptions,
  }),
  summary: route('GET /auth/analyze/summary', {
    summary: 'Views per day, seats idle for 7/30/90 days, reports never opened',
    query: ZAnalyzeFilters,
    response: ZAnalyzeSummary,
  }),
  units: route('GET /auth/analyze/units', {
    summary: 'Usage per unit',
    query: ZAnalyzeListQuery,
    response: ZAnalyzeUnitPage,
  }),
  reports: route('GET /auth/analyze/reports', {
    summary: 'Views per report, or the reports never opened',
    query: ZAnalyzeReportQuery,
    response: ZAnalyzeReportPage,
  }),
  users: route('GET /auth/analyze/users', {
    summary: 'Views per user, last view, idle seats',
    query: ZAnalyzeUserQuery,
    response: ZAnalyzeUserPage,
  }),
  capacities: route('GET /auth/analyze/capacities', {
    summary: 'Running hours of each capacity in the period',
    query: ZAnalyzeFilters,
    response: ZAnalyzeCapacityList,
  }),
  export: route('GET /auth/analyze/export/:kind', {
    summary: 'One list as CSV, with the same filters',
    params: ZAnalyzeExportParams,
    query: ZAnalyzeExportQuery,
    response: fileAnswer,
    file: 'text/csv',
  }),
} as const;
