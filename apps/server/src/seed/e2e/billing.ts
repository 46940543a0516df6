import { eq } from 'drizzle-orm';
import { clients, companies, domainRegistrations, memberships, partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** The partner of the billing spec, whose one client is billed for months already ended. */
export const BILLING_PARTNER_MASTER = 'master@billing.mirante.local';
export const BILLING_CLIENT = 'Billing Client Ltda';

const LONG_AGO = new Date('2025-01-01T00:00:00Z');

/**
 * A partner of its own under the demo operator with a client of R$ 49,90 a user and 1 bonus
 * user, one unit with 3 users and a custom domain at R$ 25,00, all there since 2025: every
 * month closed since then bills (3 - 1) × 49,90 + 25,00 = R$ 124,80.
 */
export const seedBillingFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  if (!operator) throw new Error('The billing fixture needs the demo operator');
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Billing Partner', kind: 'partner', parentId: operator.id })
    .returning();
  await createUser({
    db,
    input: {
      name: 'Bia Billing',
      email: BILLING_PARTNER_MASTER,
      password,
      perfil_usuario: 'master',
      partner_id: partner!.id,
    },
  });
  const [client] = await db
    .insert(clients)
    .values({
      partnerId: partner!.id,
      name: BILLING_CLIENT,
      personType: 'legal',
      document: '11222333000181',
      addressStreet: 'Avenida Paulista',
      addressNumber: '1000',
      addressCity: 'São Paulo',
      contractDate: '2025-01-01',
      unitPriceCents: 4990,
      bonusUsers: 1,
      dueDay: 10,
      invoiceEmail: 'finance@billing-client.example',
      createdAt: LONG_AGO,
    })
    .returning();
  const unit = await createCompany({
    db,
    input: {
      name: 'Billing Unit',
      subdomain: 'billing-unit',
      partner_id: partner!.id,
      client_id: client!.id,
    },
  });
  await db.update(companies).set({ createdAt: LONG_AGO }).where(eq(companies.id, unit.id));
  for (const n of [1, 2, 3]) {
    await createUser({
      db,
      input: {
        name: `Billed User ${n}`,
        email: `user${n}@billing.mirante.local`,
        password,
        perfil_usuario: 'user',
        company_id: unit.id,
      },
    });
  }
  await db.update(memberships).set({ createdAt: LONG_AGO }).where(eq(memberships.companyId, unit.id));
  await db.insert(domainRegistrations).values({
    companyId: unit.id,
    domain: 'bi.billing-client.example',
    monthlyFeeCents: 2500,
    currency: 'BRL',
    createdAt: LONG_AGO,
  });
};
