import type { TReportAccessGrant, TReportFilter, TSaveReportAccessRequest } from '@mirante/contracts';

export interface FilterRow {
  table: string;
  column: string;
  operator: 'In' | 'NotIn';
  values: string[];
}

export interface GrantRow {
  key: string;
  grantee: 'user' | 'group';
  user_id: number | null;
  group_id: number | null;
  name: string;
  email: string | null;
  can_edit: boolean;
  /** Empty: every page. */
  pages: string[];
  rls_roles: string[];
  filters: FilterRow[];
}

let seq = 0;
const rowKey = () => `grant-${++seq}`;

export function toRow(grant: TReportAccessGrant): GrantRow {
  return {
    key: rowKey(),
    grantee: grant.grantee,
    user_id: grant.user_id,
    group_id: grant.group_id,
    name: grant.name,
    email: grant.email,
    can_edit: grant.can_edit,
    pages: grant.pages ?? [],
    rls_roles: grant.rls_roles,
    filters: grant.filters.map((filter) => ({
      table: filter.target.table,
      column: filter.target.column,
      operator: filter.operator === 'NotIn' ? 'NotIn' : 'In',
      values: filter.values.map(String),
    })),
  };
}

/** A new grant to a user or a group, with nothing narrowed. */
export function newRow(
  grantee: GrantRow['grantee'],
  id: number,
  name: string,
  email: string | null,
): GrantRow {
  return {
    key: rowKey(),
    grantee,
    user_id: grantee === 'user' ? id : null,
    group_id: grantee === 'group' ? id : null,
    name,
    email,
    can_edit: false,
    pages: [],
    rls_roles: [],
    filters: [],
  };
}

function toFilter(row: FilterRow): TReportFilter {
  return {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: { table: row.table.trim(), column: row.column.trim() },
    operator: row.operator,
    values: row.values,
    filterType: 1,
  };
}

const isFilled = (filter: FilterRow) => Boolean(filter.table.trim() && filter.column.trim());

/** The request that replaces the report's grants; half-typed filters are left out. */
export function requestOf(rows: readonly GrantRow[]): TSaveReportAccessRequest {
  return {
    grants: rows.map((row) => ({
      user_id: row.user_id,
      group_id: row.group_id,
      can_edit: row.can_edit,
      pages: row.pages.length > 0 ? row.pages : null,
      rls_roles: row.rls_roles,
      filters: row.filters.filter(isFilled).map(toFilter),
    })),
  };
}

/**
 * Where a failure of the request (`grants.1.filters.0.target.table`) shows: the row's key and
 * the path inside the row (`filters.2.table`, counting the rows' filters, half-typed ones
 * too), or null when it is not on a row.
 */
export function rowFieldOf(rows: readonly GrantRow[], path: string): { key: string; field: string } | null {
  const [top, index, field, filterIndex, ...rest] = path.split('.');
  const row = top === 'grants' ? rows[Number(index)] : undefined;
  if (!row || !field) return null;
  if (field !== 'filters' || filterIndex === undefined) return { key: row.key, field };
  const sent = row.filters
    .map((filter, position) => (isFilled(filter) ? position : -1))
    .filter((p) => p >= 0);
  const position = sent[Number(filterIndex)];
  if (position === undefined) return { key: row.key, field };
  const part = rest[0] === 'target' ? rest[1] : rest[0];
  return { key: row.key, field: `filters.${position}.${part ?? ''}` };
}
