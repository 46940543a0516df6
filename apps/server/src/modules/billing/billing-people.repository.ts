import type { TBillingPersonPage, TBillingPersonQuery } from '@mirante/contracts';
import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { billingMembershipCounts, companies, memberships, partners, users } from '../../db/schema/index';
import { type Db, executeNamed } from '../../platform/db';
import type { Scope } from '../../platform/scope';
import { readThrough } from '../../platform/tagged-cache';
import { likeContains } from '../../platform/sql';

/** The memberships the list may show, before the partner and the unit are looked at. */
const billableMembership = and(
  isNull(memberships.deletedAt),
  inArray(memberships.profile, ['master', 'admin', 'user']),
);

/** A run of memberships that sort together: one partner's own (no unit) or one unit's. */
interface PeopleGroup {
  companyId: number | null;
  partnerId: number | null;
  partnerName: string;
  companyName: string | null;
  n: number;
}

/**
 * The people whose billing role the operator sets: its partners' users (master, who may be
 * billing administrators) and their units' users (admin and user, who may be client contacts),
 * by partner and searched by name or e-mail.
 *
 * The list is ordered by partner, unit (the partner's own people first) and name. Rather than
 * sorting every membership of the platform for one page, the memberships are first counted per
 * unit (and per partner for those without a unit): without a search these are the counts the
 * database keeps (`billing_membership_counts`, migration 0030_kept_counts), with one the matching
 * memberships counted from the partial index `memberships_billing_idx`; the groups, ordered by partner and unit name, give the
 * total and tell which units the requested page falls in; only those units' memberships are read
 * and sorted by name.
 */
export function listBillingPeople(
  db: Db,
  scope: Scope,
  query: TBillingPersonQuery,
): Promise<TBillingPersonPage> {
  if (query.search) return readBillingPeople(db, scope, query);
  // A page without a search is kept in memory (change-feed cache) until any membership, person,
  // unit or partner changes: each of those changes is announced, so a copy never outlives one.
  return readThrough(
    db,
    'billing-people',
    `${scope.partnerId ?? -1}:${query.partner_id ?? ''}:${query.page}:${query.per_page}`,
    ['memberships', 'users', 'companies', 'partners'],
    () => readBillingPeople(db, scope, query),
  );
}

async function readBillingPeople(
  db: Db,
  scope: Scope,
  query: TBillingPersonQuery,
): Promise<TBillingPersonPage> {
  const pattern = query.search ? likeContains(query.search) : null;
  // Without a search the groups' sizes are the counts the database keeps (billing_membership_counts,
  // maintained by triggers); a search counts the matching memberships.
  const counts = pattern
    ? db
        .select({
          companyId: memberships.companyId,
          partnerId: memberships.partnerId,
          n: sql<number>`count(*)::int`.as('n'),
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(billableMembership, or(ilike(users.name, pattern), ilike(users.email, pattern))))
        .groupBy(memberships.companyId, memberships.partnerId)
        .as('counts')
    : db
        .select({
          companyId: billingMembershipCounts.companyId,
          partnerId: billingMembershipCounts.partnerId,
          n: sql<number>`${billingMembershipCounts.n}`.as('n'),
        })
        .from(billingMembershipCounts)
        .where(gt(billingMembershipCounts.n, 0))
        .as('counts');
  const groupPartnerId = sql<number>`coalesce(${counts.partnerId}, ${companies.partnerId})`;
  // Both statements run as named prepared statements (platform/db.ts `executeNamed`): their
  // planning cost more than their execution.
  const readGroups = (): Promise<PeopleGroup[]> =>
    executeNamed(
      db
        .select({
          companyId: counts.companyId,
          partnerId: counts.partnerId,
          partnerName: partners.name,
          companyName: companies.name,
          n: counts.n,
        })
        .from(counts)
        .leftJoin(companies, eq(companies.id, counts.companyId))
        .innerJoin(partners, eq(partners.id, groupPartnerId))
        .where(
          and(
            eq(partners.parentId, scope.partnerId ?? -1),
            eq(partners.kind, 'partner'),
            or(isNull(counts.companyId), isNull(companies.deletedAt)),
            query.partner_id ? eq(partners.id, query.partner_id) : undefined,
          ),
        )
        .orderBy(asc(partners.name), sql`${companies.name} nulls first`),
    );
  // Without a search the groups are kept in memory (change-feed cache) until any membership,
  // unit or partner changes: every membership change is announced, so a copy never outlives one.
  const groups = pattern
    ? await readGroups()
    : await readThrough(
        db,
        'billing-people-groups',
        `${scope.partnerId ?? -1}:${query.partner_id ?? ''}`,
        ['memberships', 'companies', 'partners'],
        readGroups,
      );

  const total = groups.reduce((sum, g) => sum + g.n, 0);
  const offset = (query.page - 1) * query.per_page;
  const page = pageGroups(groups, offset, query.per_page);
  if (page.groups.length === 0) {
    return { data: [], page: query.page, per_page: query.per_page, total };
  }

  const partnerIdSql = sql<number>`coalesce(${memberships.partnerId}, ${companies.partnerId})`;
  const inPageGroups = or(
    ...page.groups.map((g) =>
      and(
        g.companyId === null ? isNull(memberships.companyId) : eq(memberships.companyId, g.companyId),
        g.partnerId === null ? isNull(memberships.partnerId) : eq(memberships.partnerId, g.partnerId),
      ),
    ),
  ) as SQL;
  const rows = await executeNamed(
    db
      .select({
        membership_id: memberships.id,
        user_id: memberships.userId,
        profile: memberships.profile,
        billing_admin: memberships.billingAdmin,
        client_contact: memberships.clientContact,
        name: users.name,
        email: users.email,
        partner_name: partners.name,
        unit_name: companies.name,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(companies, eq(companies.id, memberships.companyId))
      .innerJoin(partners, eq(partners.id, partnerIdSql))
      .where(
        and(
          billableMembership,
          inPageGroups,
          eq(partners.parentId, scope.partnerId ?? -1),
          eq(partners.kind, 'partner'),
          or(isNull(memberships.companyId), isNull(companies.deletedAt)),
          query.partner_id ? eq(partners.id, query.partner_id) : undefined,
          pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
        ),
      )
      .orderBy(asc(partners.name), sql`${companies.name} nulls first`, asc(users.name), asc(memberships.id))
      .limit(query.per_page)
      .offset(page.skip),
  );
  return { data: rows, page: query.page, per_page: query.per_page, total };
}

/**
 * The groups the rows [offset, offset + size) of the whole ordered list fall in, and how many
 * rows of those groups come before the page. Groups whose partner and unit names are equal sort
 * together (their people mix by name), so they are taken or left together.
 */
function pageGroups(
  groups: PeopleGroup[],
  offset: number,
  size: number,
): { groups: PeopleGroup[]; skip: number } {
  const taken: PeopleGroup[] = [];
  let before = 0;
  let skip = 0;
  for (let i = 0; i < groups.length && before < offset + size; ) {
    let j = i;
    let n = 0;
    while (
      j < groups.length &&
      groups[j]!.partnerName === groups[i]!.partnerName &&
      groups[j]!.companyName === groups[i]!.companyName
    ) {
      n += groups[j]!.n;
      j++;
    }
    if (before + n > offset) {
      if (taken.length === 0) skip = offset - before;
      taken.push(...groups.slice(i, j));
    }
    before += n;
    i = j;
  }
  return { groups: taken, skip };
}
