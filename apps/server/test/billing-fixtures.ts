import { and, eq } from 'drizzle-orm';
import { clients, companies, domainRegistrations, memberships } from '../src/db/schema';
import { createCompany as createCompanyService } from '../src/modules/companies/companies.service';
import type { Db } from '../src/platform/db';
import { createUser } from './helpers';

let seq = 0;
const next = () => {
  seq += 1;
  return `${process.pid}x${seq}`;
};

/** A client of a partner with billing fields, created at `createdAt` (a past date). */
export async function createBilledClient(
  db: Db,
  opts: {
    partnerId: number;
    name?: string;
    unitPriceCents?: number;
    bonusUsers?: number;
    dueDay?: number | null;
    invoiceEmail?: string | null;
    createdAt?: string;
  },
) {
  const [row] = await db
    .insert(clients)
    .values({
      partnerId: opts.partnerId,
      name: opts.name ?? `Client ${next()}`,
      personType: 'legal',
      document: '11222333000181',
      addressStreet: 'Rua das Flores',
      addressNumber: '100',
      addressNeighborhood: 'Centro',
      addressCity: 'São Paulo',
      contractDate: '2025-03-01',
      unitPriceCents: opts.unitPriceCents ?? 0,
      bonusUsers: opts.bonusUsers ?? 0,
      dueDay: opts.dueDay ?? null,
      invoiceEmail: opts.invoiceEmail ?? null,
      createdAt: new Date(opts.createdAt ?? '2025-01-01T00:00:00Z'),
    })
    .returning();
  return row!;
}

/** A unit of a client, created at `createdAt`, with `bonusUsers`. */
export async function createClientUnit(
  db: Db,
  opts: { partnerId: number; clientId: number; name?: string; bonusUsers?: number; createdAt?: string },
) {
  const id = next();
  const unit = await createCompanyService({
    db,
    input: {
      name: opts.name ?? `Unit ${id}`,
      subdomain: `bill-${id}`.toLowerCase(),
      partner_id: opts.partnerId,
      client_id: opts.clientId,
    },
  });
  await db
    .update(companies)
    .set({
      bonusUsers: opts.bonusUsers ?? 0,
      createdAt: new Date(opts.createdAt ?? '2025-01-01T00:00:00Z'),
    })
    .where(eq(companies.id, unit.id));
  return unit;
}

/**
 * A user of a unit whose membership started at `from` and, when given, was deactivated or
 * removed at `deactivatedAt` / `deletedAt`; `status` other than A (blocked, inactive).
 */
export async function addUnitUser(
  db: Db,
  opts: {
    companyId: number;
    from: string;
    deactivatedAt?: string;
    deletedAt?: string;
    status?: 'A' | 'B' | 'I';
    userId?: number;
  },
) {
  let userId = opts.userId;
  if (userId === undefined) {
    userId = (await createUser(db, { profile: 'user', companyId: opts.companyId })).id;
  } else {
    await db.insert(memberships).values({ userId, companyId: opts.companyId, profile: 'user' });
  }
  await db
    .update(memberships)
    .set({
      createdAt: new Date(opts.from),
      deactivatedAt: opts.deactivatedAt ? new Date(opts.deactivatedAt) : null,
      deletedAt: opts.deletedAt ? new Date(opts.deletedAt) : null,
      status: opts.status ?? 'A',
    })
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, opts.companyId)));
  return userId;
}

/** A custom domain registration of a unit in force from `from` until `until` (open when not given). */
export async function addDomain(
  db: Db,
  opts: { companyId: number; domain: string; feeCents: number; from: string; until?: string },
) {
  await db.insert(domainRegistrations).values({
    companyId: opts.companyId,
    domain: opts.domain,
    monthlyFeeCents: opts.feeCents,
    currency: 'BRL',
    createdAt: new Date(opts.from),
    removedAt: opts.until ? new Date(opts.until) : null,
  });
}
