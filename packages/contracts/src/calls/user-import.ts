import { fileAnswer, route } from '../route-map';
import {
  ZImportFromUnitRequest,
  ZImportParams,
  ZImportReviewRequest,
  ZImportRowPage,
  ZImportRowQuery,
  ZImportSourceUnitList,
  ZImportUploadQuery,
  ZUserImport,
} from '../user-import';
import { ZUnitScopeQuery } from '../users';

/**
 * The user import wizard's calls; a master names the unit with `company_id`. The upload's body is
 * the file itself (CSV or XLSX bytes, of its own media type), not JSON.
 */
export const userImportRoutes = {
  upload: route('POST /auth/users/imports', {
    summary: 'Uploads a CSV or XLSX of people to import (the file is the body)',
    query: ZImportUploadQuery,
    response: ZUserImport,
    status: 201,
  }),
  sourceUnits: route('GET /auth/users/imports/units', {
    summary: 'Units of the same client people can be imported from (when the unit allows it)',
    query: ZUnitScopeQuery,
    response: ZImportSourceUnitList,
  }),
  fromUnit: route('POST /auth/users/imports/from-unit', {
    summary: 'Starts an import from the people of another unit of the same client',
    query: ZUnitScopeQuery,
    body: ZImportFromUnitRequest,
    response: ZUserImport,
    status: 201,
  }),
  get: route('GET /auth/users/imports/:id', {
    summary: 'An import with its progress (the wizard polls it)',
    params: ZImportParams,
    query: ZUnitScopeQuery,
    response: ZUserImport,
  }),
  review: route('POST /auth/users/imports/:id/review', {
    summary: 'Validates every row with the chosen header row, mapping and mode',
    params: ZImportParams,
    query: ZUnitScopeQuery,
    body: ZImportReviewRequest,
    response: ZUserImport,
  }),
  start: route('POST /auth/users/imports/:id/start', {
    summary: 'Imports the valid rows in the background; poll the import for progress',
    params: ZImportParams,
    query: ZUnitScopeQuery,
    response: ZUserImport,
    status: 202,
  }),
  rows: route('GET /auth/users/imports/:id/rows', {
    summary: "The import's rows with their status and reasons",
    params: ZImportParams,
    query: ZImportRowQuery.extend(ZUnitScopeQuery.shape),
    response: ZImportRowPage,
  }),
  results: route('GET /auth/users/imports/:id/results.csv', {
    summary: 'The results as CSV (cells that a spreadsheet would run as formulas are quoted)',
    params: ZImportParams,
    query: ZUnitScopeQuery,
    response: fileAnswer,
    file: 'text/csv',
  }),
} as const;
