import { type SQL, sql } from 'drizzle-orm';
import { escapeLike, likeContains } from '../../platform/sql';
import { type Filter, type FilterValue, matches } from './scim-filter.service';
import { ScimError } from './scim-errors.service';

/*
 * A parsed filter turned into a SQL condition over a resource's columns. Each resource says which
 * attribute paths it can search and the column behind each. Strings compare as the schema
 * advertises the attribute (RFC 7643 §2.2 `caseExact`): without regard to case unless the
 * attribute is case-exact (`externalId`, `id`); userName and e-mails are not, and Entra relies on it.
 */

/** What an attribute path is searched by: a text column, or a value every row shares. */
export type Searchable = { column: SQL; caseExact?: boolean } | { constant: unknown };

export interface SearchableAttributes {
  /** Keyed by the lower-cased path: `username`, `emails.value`, `name.givenname`. */
  attributes: Record<string, Searchable>;
  /** Multi-valued attributes a value path may filter (`emails[type eq "work"]`): their elements' paths. */
  elements?: Record<string, Record<string, Searchable>>;
}

function unsupported(path: string): ScimError {
  return new ScimError(400, 'invalidFilter', `Filtering on ${path} is not supported`);
}

function compareColumn(column: SQL, op: string, value: FilterValue, caseExact: boolean): SQL {
  if (value === null) {
    if (op === 'eq') return sql`${column} is null`;
    if (op === 'ne') return sql`${column} is not null`;
    throw new ScimError(400, 'invalidFilter', 'null compares only with eq and ne');
  }
  const text = String(value);
  const left = caseExact ? column : sql`lower(${column})`;
  const right = caseExact ? sql`${text}` : sql`lower(${text})`;
  const like = caseExact ? sql`like` : sql`ilike`;
  switch (op) {
    case 'eq':
      return sql`${left} = ${right}`;
    case 'ne':
      return sql`(${column} is null or ${left} <> ${right})`;
    case 'co':
      return sql`${column} ${like} ${likeContains(text)}`;
    case 'sw':
      return sql`${column} ${like} ${`${escapeLike(text)}%`}`;
    case 'ew':
      return sql`${column} ${like} ${`%${escapeLike(text)}`}`;
    case 'gt':
      return sql`${left} > ${right}`;
    case 'lt':
      return sql`${left} < ${right}`;
    case 'ge':
      return sql`${left} >= ${right}`;
    case 'le':
      return sql`${left} <= ${right}`;
  }
  throw new ScimError(400, 'invalidFilter', `Unknown operator ${op}`);
}

function compile(
  filter: Filter,
  attrs: Record<string, Searchable>,
  elements: SearchableAttributes['elements'],
): SQL {
  switch (filter.kind) {
    case 'and':
      return sql`(${compile(filter.left, attrs, elements)} and ${compile(filter.right, attrs, elements)})`;
    case 'or':
      return sql`(${compile(filter.left, attrs, elements)} or ${compile(filter.right, attrs, elements)})`;
    case 'not':
      return sql`not coalesce(${compile(filter.filter, attrs, elements)}, false)`;
    case 'present':
    case 'compare': {
      const key = filter.path.join('.');
      const target = attrs[key];
      if (!target) throw unsupported(key);
      if ('constant' in target) {
        // Decided here: the same for every row.
        return matches({ v: target.constant }, { ...filter, path: ['v'] }) ? sql`true` : sql`false`;
      }
      if (filter.kind === 'present') return sql`(${target.column} is not null and ${target.column} <> '')`;
      return compareColumn(target.column, filter.op, filter.value, target.caseExact === true);
    }
    case 'valuePath': {
      const inner = elements?.[filter.attr];
      if (!inner || filter.sub !== null) throw unsupported(filter.attr);
      return compile(filter.filter, inner, undefined);
    }
  }
}

/** The SQL condition of a filter; an attribute the resource cannot search is a 400 `invalidFilter`. */
export function filterCondition(filter: Filter, searchable: SearchableAttributes): SQL {
  return compile(filter, searchable.attributes, searchable.elements);
}

/** Paging as SCIM words it: `startIndex` from 1, `count` items at most. */
export interface ScimPage {
  startIndex: number;
  count: number;
}

export const SCIM_PAGE_MAX = 200;
export const SCIM_PAGE_DEFAULT = 100;

/** Reads startIndex and count leniently, as the RFC asks: below 1 is 1, a negative count is 0. */
export function pageOf(query: { startIndex?: string; count?: string }): ScimPage {
  const start = Number.parseInt(query.startIndex ?? '', 10);
  const count = Number.parseInt(query.count ?? '', 10);
  return {
    startIndex: Number.isFinite(start) && start >= 1 ? start : 1,
    count: Number.isFinite(count) ? Math.min(Math.max(count, 0), SCIM_PAGE_MAX) : SCIM_PAGE_DEFAULT,
  };
}

export const LIST_RESPONSE_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

export function listResponse<T>(resources: T[], total: number, page: ScimPage) {
  return {
    schemas: [LIST_RESPONSE_SCHEMA],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}
