import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Row counts kept by the database itself (triggers of migration 0030_kept_counts, the same
 * transaction as the change they count), so a total over every unit sums about one row per unit
 * instead of counting every row. Written by the triggers alone (the application's roles may only
 * read them); no foreign key, so removing a unit removes its rows first and the counts follow.
 */

/**
 * The memberships the billing people list shows (live, profile master, admin or user), per unit
 * (company_id) or, for a partner's own people, per partner (partner_id): the groups of
 * `listBillingPeople`. A group with no one left keeps its row at n = 0.
 */
export const billingMembershipCounts = pgTable(
  'billing_membership_counts',
  {
    companyId: integer('company_id'),
    partnerId: integer('partner_id'),
    n: integer('n').notNull(),
  },
  (t) => [unique('billing_membership_counts_key').on(t.companyId, t.partnerId).nullsNotDistinct()],
);

/** A unit's live reports per workspace and kind: the totals of the reports list across units. */
export const unitReportCounts = pgTable(
  'unit_report_counts',
  {
    companyId: integer('company_id').notNull(),
    workspaceId: integer('workspace_id'),
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [unique('unit_report_counts_key').on(t.companyId, t.workspaceId, t.kind).nullsNotDistinct()],
);
