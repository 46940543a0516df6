import { DEFAULT_DUE_DAY, INVOICE_MIN_DAYS_TO_PAY } from '@mirante/contracts';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { companies, domainRegistrations, memberships, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db';

/*
 * The figures of a client's invoice for a month, read from the data as it stood on the closing
 * day (the last day of the month, up to midnight UTC):
 * - active users: distinct people with an active admin or user membership (status A, not
 *   removed or deactivated by then, account not deactivated) in a unit of the client that
 *   existed and was not deleted by then;
 * - bonus users: the client's own plus those of each of those units;
 * - billed users: active minus bonus, never below zero;
 * - domain fees: each custom domain registered on one of the client's units that was in force
 *   at any moment of the month, at the fee fixed when it was registered, once per unit and domain.
 */

/** First instant of the month and of the next one (UTC). */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** The month (YYYY-MM) `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** The month an instant falls in (UTC). */
export function monthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/**
 * The due date of a month's invoice: the client's due day of the month after it, or, for an
 * invoice issued so late that this leaves less than INVOICE_MIN_DAYS_TO_PAY days to pay (or is
 * already past), the first due day at least that many days after the issue date. Dates are
 * YYYY-MM-DD (UTC).
 */
export function dueDateOf(month: string, dueDay: number | null, issueDate?: string): string {
  const day = String(dueDay ?? DEFAULT_DUE_DAY).padStart(2, '0');
  const usual = `${shiftMonth(month, 1)}-${day}`;
  if (issueDate === undefined) return usual;
  const earliest = new Date(Date.parse(`${issueDate}T00:00:00Z`) + INVOICE_MIN_DAYS_TO_PAY * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (usual >= earliest) return usual;
  // The due day (at most the 28th) exists in every month.
  const inMonth = `${earliest.slice(0, 7)}-${day}`;
  return inMonth >= earliest ? inMonth : `${shiftMonth(earliest.slice(0, 7), 1)}-${day}`;
}

export interface UnitFigure {
  id: number;
  name: string;
  bonusUsers: number;
}

export interface DomainFigure {
  companyId: number;
  companyName: string;
  domain: string;
  feeCents: number;
}

export interface ClientFigures {
  units: UnitFigure[];
  activeUsers: number;
  unitBonusUsers: number;
  domains: DomainFigure[];
}

/** The client's units that existed and were not deleted on the closing day. */
async function unitsAt(db: Db | Tx, clientId: number, end: Date): Promise<UnitFigure[]> {
  return db
    .select({ id: companies.id, name: companies.name, bonusUsers: companies.bonusUsers })
    .from(companies)
    .where(
      and(
        eq(companies.clientId, clientId),
        lt(companies.createdAt, end),
        or(isNull(companies.deletedAt), gte(companies.deletedAt, end)),
      ),
    )
    .orderBy(companies.id);
}

async function activeUsersAt(db: Db | Tx, unitIds: number[], end: Date): Promise<number> {
  if (unitIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${memberships.userId})::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        inArray(memberships.companyId, unitIds),
        inArray(memberships.profile, ['admin', 'user']),
        eq(memberships.status, 'A'),
        lt(memberships.createdAt, end),
        or(isNull(memberships.deletedAt), gte(memberships.deletedAt, end)),
        or(isNull(memberships.deactivatedAt), gte(memberships.deactivatedAt, end)),
        or(isNull(users.deactivatedAt), gte(users.deactivatedAt, end)),
      ),
    );
  return row?.n ?? 0;
}

async function domainsIn(db: Db | Tx, units: UnitFigure[], start: Date, end: Date): Promise<DomainFigure[]> {
  if (units.length === 0) return [];
  const rows = await db
    .select({
      companyId: domainRegistrations.companyId,
      domain: domainRegistrations.domain,
      feeCents: domainRegistrations.monthlyFeeCents,
    })
    .from(domainRegistrations)
    .where(
      and(
        inArray(
          domainRegistrations.companyId,
          units.map((u) => u.id),
        ),
        lt(domainRegistrations.createdAt, end),
        or(isNull(domainRegistrations.removedAt), gte(domainRegistrations.removedAt, start)),
      ),
    )
    .orderBy(
      domainRegistrations.companyId,
      desc(domainRegistrations.createdAt),
      desc(domainRegistrations.id),
    );
  const names = new Map(units.map((u) => [u.id, u.name]));
  const seen = new Set<string>();
  const out: DomainFigure[] = [];
  // The latest registration of a unit's domain in the month carries the fee.
  for (const r of rows) {
    const key = `${r.companyId}:${r.domain.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...r, companyName: names.get(r.companyId) ?? '' });
  }
  return out.sort((a, b) => a.companyName.localeCompare(b.companyName) || a.domain.localeCompare(b.domain));
}

/** What the data says about a client's month (see the rules at the top of this file). */
export async function readClientFigures(
  db: Db | Tx,
  clientId: number,
  month: string,
): Promise<ClientFigures> {
  const { start, end } = monthBounds(month);
  const units = await unitsAt(db, clientId, end);
  const activeUsers = await activeUsersAt(
    db,
    units.map((u) => u.id),
    end,
  );
  return {
    units,
    activeUsers,
    unitBonusUsers: units.reduce((sum, u) => sum + u.bonusUsers, 0),
    domains: await domainsIn(db, units, start, end),
  };
}

/** The amounts of an invoice from its figures. */
export function computeAmounts(opts: {
  activeUsers: number;
  bonusUsers: number;
  unitPriceCents: number;
  domainFeesCents: number;
}) {
  const billedUsers = Math.max(0, opts.activeUsers - opts.bonusUsers);
  const usersAmountCents = billedUsers * opts.unitPriceCents;
  return {
    billedUsers,
    usersAmountCents,
    totalCents: usersAmountCents + opts.domainFeesCents,
  };
}
