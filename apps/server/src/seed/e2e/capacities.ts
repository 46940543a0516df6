import {
  DATASET_IDS,
  DEMO_APP,
  DEMO_CAPACITY,
  DEMO_RESOURCE_GROUP,
  DEMO_SUBSCRIPTION_ID,
  REPORT_IDS,
  RLS_ROLES,
  WORKSPACE_IDS,
} from '@mirante/emulator';
import { eq } from 'drizzle-orm';
import { capacities, partners, providerAccounts, reportAccess, reports, workspaces } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import { loadConfig } from '../../platform/config';
import { loadSecretKey, SecretBox } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { E2eFixture } from './index';

/** The unit of the capacities spec: its admin pauses and resumes the emulator's capacity. */
export const CAPACITIES_SUBDOMAIN = 'capacities';
export const CAPACITIES_ADMIN = 'admin@capacities.mirante.local';

/**
 * The unit of the embedding spec: a provider report with row-level security on a workspace that
 * runs on the capacity, and two users who see it through different RLS roles.
 */
export const EMBEDDING_SUBDOMAIN = 'embedding';
export const EMBEDDING_ADMIN = 'admin@embedding.mirante.local';
export const EMBEDDING_NORTH = 'north@embedding.mirante.local';
export const EMBEDDING_SOUTH = 'south@embedding.mirante.local';
export const EMBEDDING_REPORT = 'Regional sales (RLS)';

/** The same key the server seals secrets with (MIRANTE_SECRET_KEY, or the embedded data dir's). */
export function secretBox(): SecretBox {
  const config = loadConfig();
  return new SecretBox(
    loadSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir, embedded: !config.databaseUrl }),
  );
}

async function unitWithCapacity(
  db: Db,
  opts: { name: string; subdomain: string; admin: string; password: string },
) {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The capacities fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: opts.name, subdomain: opts.subdomain, partner_id: partner.id },
  });
  const admin = await createUser({
    db,
    input: {
      name: `Admin ${opts.name}`,
      email: opts.admin,
      password: opts.password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
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
      workspaceId: WORKSPACE_IDS.commercial,
      createdByUserId: admin.id,
    })
    .returning();
  const [capacity] = await db
    .insert(capacities)
    .values({
      companyId: company.id,
      providerAccountId: account!.id,
      name: DEMO_CAPACITY.name,
      resourceGroup: DEMO_RESOURCE_GROUP,
      subscriptionId: DEMO_SUBSCRIPTION_ID,
      size: DEMO_CAPACITY.sku.name,
      autoManage: true,
      // Long enough that the inactivity rule never pauses it in the middle of a run.
      minutesInactive: 240,
    })
    .returning();
  const [workspace] = await db
    .insert(workspaces)
    .values({
      companyId: company.id,
      providerAccountId: account!.id,
      workspaceId: WORKSPACE_IDS.commercial,
      name: 'Commercial',
      capacityId: capacity!.id,
    })
    .returning();
  return { company, admin, account: account!, capacity: capacity!, workspace: workspace! };
}

export const seedCapacitiesFixture: E2eFixture = async (db, { password }) => {
  await unitWithCapacity(db, {
    name: 'Capacities Business Unit',
    subdomain: CAPACITIES_SUBDOMAIN,
    admin: CAPACITIES_ADMIN,
    password,
  });

  const unit = await unitWithCapacity(db, {
    name: 'Embedding Business Unit',
    subdomain: EMBEDDING_SUBDOMAIN,
    admin: EMBEDDING_ADMIN,
    password,
  });
  const [report] = await db
    .insert(reports)
    .values({
      companyId: unit.company.id,
      kind: 'powerbi',
      title: EMBEDDING_REPORT,
      workspaceId: unit.workspace.id,
      providerReportId: REPORT_IDS.regional,
      providerDatasetId: DATASET_IDS.sales,
      filterMode: 'rls',
      createdByUserId: unit.admin.id,
    })
    .returning();
  for (const [email, role] of [
    [EMBEDDING_NORTH, RLS_ROLES.north],
    [EMBEDDING_SOUTH, RLS_ROLES.south],
  ] as const) {
    const user = await createUser({
      db,
      input: {
        name: `${role} Viewer`,
        email,
        password,
        perfil_usuario: 'user',
        company_id: unit.company.id,
      },
    });
    await db.insert(reportAccess).values({
      companyId: unit.company.id,
      reportId: report!.id,
      userId: user.id,
      rlsRoles: [role],
    });
  }
};
