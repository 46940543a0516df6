import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { embedLinks } from './embed-links';
import { users } from './identity';
import { userGroups } from './administration';
import { workspaces } from './provider';
import { tenantId } from './tenant-id';

/** Who a page view is counted for: a signed-in user, or an anonymous public link. */
export const PAGE_VIEW_SOURCES = ['user', 'public'] as const;

/*
 * Reports, their groups and access, favourites, page views, saved filters and catalog requests.
 */

export const reportGroups = pgTable(
  'report_groups',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    parentId: integer('parent_id').references((): AnyPgColumn => reportGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('report_groups_company_idx').on(t.companyId, t.parentId)],
);

/** A report of a unit: a provider report, imported HTML or an external link. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    kind: text('kind', { enum: ['powerbi', 'html', 'external'] }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** File name under storage of the cover image. */
    cover: text('cover'),
    groupId: integer('group_id').references(() => reportGroups.id, { onDelete: 'set null' }),
    subgroupId: integer('subgroup_id').references(() => reportGroups.id, { onDelete: 'set null' }),
    /** Provider reports: the embedded workspace and the report and dataset IDs in it. */
    workspaceId: integer('workspace_id').references(() => workspaces.id),
    providerReportId: text('provider_report_id'),
    providerDatasetId: text('provider_dataset_id'),
    embedUrl: text('embed_url'),
    /** Imported HTML, checked against the import rules before it is stored. */
    htmlContent: text('html_content'),
    externalUrl: text('external_url'),
    /** How access is narrowed: none, report filters, or row-level security roles. */
    filterMode: text('filter_mode', { enum: ['none', 'filter', 'rls'] })
      .notNull()
      .default('none'),
    ignoreRls: boolean('ignore_rls').notNull().default(false),
    sideFilter: boolean('side_filter').notNull().default(false),
    navPanel: boolean('nav_panel').notNull().default(false),
    showHiddenPages: boolean('show_hidden_pages').notNull().default(false),
    showOnCatalog: boolean('show_on_catalog').notNull().default(false),
    catalogDescription: text('catalog_description'),
    showOnApp: boolean('show_on_app').notNull().default(true),
    mobileBackground: boolean('mobile_background').notNull().default(false),
    /** 'WIDTHxHEIGHT', e.g. '1920x1080'. */
    resolution: text('resolution'),
    orientation: text('orientation', { enum: ['landscape', 'portrait', 'auto'] })
      .notNull()
      .default('auto'),
    allowEditing: boolean('allow_editing').notNull().default(false),
    visualHeaders: boolean('visual_headers').notNull().default(false),
    /** Reload the report every N seconds (0 = never). */
    updateSeconds: integer('update_seconds').notNull().default(0),
    showLastUpdate: boolean('show_last_update').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /** Maintenance now (flag) or in a window; users see the notice instead of the report. */
    maintenance: boolean('maintenance').notNull().default(false),
    maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
    maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
    maintenanceMessage: text('maintenance_message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_company_idx').on(t.companyId, t.createdAt),
    // The operator's and partners' report list across units, newest first, read a page at a time.
    index('reports_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // Analyze's report counts: the live reports of the units in reach, read from the index alone.
    index('reports_unit_live_idx').on(t.companyId, t.id).where(sql`${t.deletedAt} is null`),
    // The report list's totals: each unit's live reports counted per workspace (and kind).
    index('reports_unit_workspace_idx')
      .on(t.companyId, t.workspaceId, t.kind)
      .where(sql`${t.deletedAt} is null`),
    index('reports_group_idx').on(t.groupId),
    check(
      'reports_kind_check',
      sql`(${t.kind} = 'powerbi' and ${t.providerReportId} is not null)
        or (${t.kind} = 'html' and ${t.htmlContent} is not null)
        or (${t.kind} = 'external' and ${t.externalUrl} is not null)`,
    ),
  ],
);

/**
 * Who may open a report: one user or one user group of the unit. Admins see every report of
 * their unit. `pages` null = every page; `rls_roles`/`filters` narrow what the grantee sees.
 */
export const reportAccess = pgTable(
  'report_access',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull().default(false),
    pages: jsonb('pages'),
    rlsRoles: jsonb('rls_roles').notNull().default([]),
    /** Report filters (powerbi-models basic filters); a convenience, never the security boundary. */
    filters: jsonb('filters').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('report_access_user_key').on(t.reportId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('report_access_group_key').on(t.reportId, t.groupId).where(sql`${t.groupId} is not null`),
    index('report_access_company_idx').on(t.companyId),
    // Which reports a user may open: their own grants and their group's, and every grant on one
    // report (the roles granted on it, the report's deletion cascade), each found within the unit
    // without reading every grant of the unit (see bench/SCALE.md).
    index('report_access_user_idx').on(t.userId, t.companyId).where(sql`${t.userId} is not null`),
    index('report_access_group_idx').on(t.groupId, t.companyId).where(sql`${t.groupId} is not null`),
    index('report_access_report_idx').on(t.reportId, t.companyId),
    check('report_access_grantee_check', sql`(${t.userId} is null) <> (${t.groupId} is null)`),
  ],
);

export const reportFavorites = pgTable(
  'report_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('report_favorites_key').on(t.userId, t.reportId)],
);

/** Every page view of a report (auth/log/report/page/view), for recently viewed and analytics. */
export const reportPageViews = pgTable(
  'report_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: tenantId(),
    /** The member who viewed; null for an anonymous view through an embed link (`source` 'public'). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The embed link an anonymous view came through (counted apart from members' views). */
    embedLinkId: integer('embed_link_id').references((): AnyPgColumn => embedLinks.id, {
      onDelete: 'cascade',
    }),
    /** Where the view came from: 'user' (a signed-in person) or 'public' (an anonymous link). */
    source: text('source', { enum: PAGE_VIEW_SOURCES }).notNull().default('user'),
    pageName: text('page_name'),
    pageTitle: text('page_title'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('report_page_views_user_idx').on(t.userId, t.createdAt),
    index('report_page_views_report_idx').on(t.reportId, t.createdAt),
    index('report_page_views_embed_link_idx')
      .on(t.embedLinkId, t.createdAt)
      .where(sql`${t.embedLinkId} is not null`),
    check('report_page_views_viewer_check', sql`${t.userId} is not null or ${t.embedLinkId} is not null`),
    // The daily rollup re-reads one unit's day (analytics job).
    index('report_page_views_company_day_idx').on(t.companyId, t.startedAt),
  ],
);

/** A user's last filters on a report, restored when the unit's save_filter is on. */
export const userReportFilters = pgTable(
  'user_report_filters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    filters: jsonb('filters').notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_report_filters_key').on(t.userId, t.reportId)],
);

export const catalogRequests = pgTable(
  'catalog_requests',
  {
    id: serial('id').primaryKey(),
    companyId: tenantId(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['requested', 'granted', 'denied'] })
      .notNull()
      .default('requested'),
    reason: text('reason'),
    /** On grant: 'filters' (configured for the requester) or 'no_filters'. */
    grantMode: text('grant_mode', { enum: ['filters', 'no_filters'] }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the requester saw the outcome (their notice is then cleared). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('catalog_requests_company_idx').on(t.companyId, t.status),
    uniqueIndex('catalog_requests_open_key').on(t.reportId, t.userId).where(sql`${t.status} = 'requested'`),
  ],
);
