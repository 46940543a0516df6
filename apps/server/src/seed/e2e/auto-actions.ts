import { DEMO_APP, DEMO_RESOURCE_GROUP, DEMO_SUBSCRIPTION_ID, SCHEDULER_CAPACITY } from '@mirante/emulator';
import { eq, sql } from 'drizzle-orm';
import { capacities, companyConfigs, partners, providerAccounts } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import { secretBox } from './capacities';
import type { E2eFixture } from './index';

/**
 * The unit of the task scheduler spec, with the emulator's second capacity (no other spec
 * pauses or resumes it) and a pause task for it.
 */
export const AUTO_ACTIONS_SUBDOMAIN = 'autoactions';
export const AUTO_ACTIONS_ADMIN = 'admin@autoactions.mirante.local';

export const seedAutoActionsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The auto actions fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Scheduler Business Unit', subdomain: AUTO_ACTIONS_SUBDOMAIN, partner_id: partner.id },
  });
  const admin = await createUser({
    db,
    input: {
      name: 'Sofia Scheduler',
      email: AUTO_ACTIONS_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
  await db
    .insert(companyConfigs)
    .values({ companyId: company.id, settings: { timezone: 'America/Sao_Paulo' } })
    .onConflictDoUpdate({
      target: companyConfigs.companyId,
      set: { settings: sql`${companyConfigs.settings} || '{"timezone":"America/Sao_Paulo"}'::jsonb` },
    });
  const [account] = await db
    .insert(providerAccounts)
    .values({
      companyId: company.id,
      name: 'Emulated Azure',
      applicationId: DEMO_APP.clientId,
      tenantId: DEMO_APP.tenantId,
      secretEnc: secretBox().seal(DEMO_APP.clientSecret),
      subscriptionId: DEMO_SUBSCRIPTION_ID,
      resourceGroup: DEMO_RESOURCE_GROUP,
      createdByUserId: admin.id,
    })
    .returning();
  await db.insert(capacities).values({
    companyId: company.id,
    providerAccountId: account!.id,
    name: SCHEDULER_CAPACITY.name,
    resourceGroup: DEMO_RESOURCE_GROUP,
    subscriptionId: DEMO_SUBSCRIPTION_ID,
    size: SCHEDULER_CAPACITY.sku.name,
    // Not managed: the rules must not pause or resume it behind the test's back.
    autoManage: false,
  });
};
