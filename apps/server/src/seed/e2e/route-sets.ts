import { eq } from 'drizzle-orm';
import { partners, providerAccounts, reportGroups, reports, workspaces } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { upsertCompanySettings } from '../../modules/config';
import { getCompanyConfig } from '../../modules/identity';
import { createUser } from '../../modules/users';
import type { Db } from '../../platform/db';
import type { E2eFixture } from './index';
import { trustedUnitId } from '../../platform/scope';

/**
 * A partner of its own for the screens spec, with two units whose report-provider accounts and
 * workspaces its partner and the operator list across units, and which its partner may enter
 * (no consent asked) from the unit picker; and a unit whose admin dresses it in a whitelabel.
 */
export const SCREENS_PARTNER = 'Screens Partner';
export const SCREENS_MASTER = 'partner@screens.mirante.local';
export const SCREENS_UNITS = { north: 'Screens North', south: 'Screens South' } as const;
export const WHITELABEL_SUBDOMAIN = 'whitelabel';
export const WHITELABEL_ADMIN = 'admin@whitelabel.mirante.local';

/** Sealed secrets are never read here; the screens only say whether there is one. */
const SEALED_PLACEHOLDER = 'sealed-by-seed';

async function unitWithProvider(
  db: Db,
  partnerId: number,
  name: string,
  subdomain: string,
  accounts: { name: string; workspaces: string[] }[],
) {
  const company = await createCompany({ db, input: { name, subdomain, partner_id: partnerId } });
  const config = await getCompanyConfig(db, trustedUnitId(company.id));
  // The partner may enter without the admin's consent.
  await upsertCompanySettings(db, trustedUnitId(company.id), {
    ...config,
    allow_access_remote: 'S',
    require_consent_remote: 'N',
  });
  let n = 0;
  for (const account of accounts) {
    const [row] = await db
      .insert(providerAccounts)
      .values({
        companyId: company.id,
        name: account.name,
        applicationId: `00000000-0000-4000-8000-${String(company.id * 100 + n).padStart(12, '0')}`,
        tenantId: '00000000-0000-4000-8000-000000000001',
        secretEnc: SEALED_PLACEHOLDER,
      })
      .returning({ id: providerAccounts.id });
    for (const workspace of account.workspaces) {
      n += 1;
      await db.insert(workspaces).values({
        companyId: company.id,
        providerAccountId: row!.id,
        workspaceId: `5c000000-0000-4000-8000-${String(company.id * 100 + n).padStart(12, '0')}`,
        name: workspace,
      });
    }
    n += 1;
  }
  return company;
}

export const seedRouteSetsFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  const [demoPartner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!operator || !demoPartner) throw new Error('The screens fixture needs the operator and demo partner');
  const [partner] = await db
    .insert(partners)
    .values({ name: SCREENS_PARTNER, kind: 'partner', parentId: operator.id })
    .returning();
  await createUser({
    db,
    input: {
      name: 'Sara Screens',
      email: SCREENS_MASTER,
      password,
      perfil_usuario: 'master',
      partner_id: partner!.id,
    },
  });
  const north = await unitWithProvider(db, partner!.id, SCREENS_UNITS.north, 'screens-north', [
    { name: 'North analytics', workspaces: ['North sales', 'North finance'] },
    { name: 'North backup', workspaces: [] },
  ]);
  await unitWithProvider(db, partner!.id, SCREENS_UNITS.south, 'screens-south', [
    // Enough rows that the partner's list of workspaces runs to a second page (20 a page).
    { name: 'South analytics', workspaces: Array.from({ length: 20 }, (_, i) => `South area ${i + 1}`) },
  ]);
  // One report in the north unit, so entering it from the unit picker lands on a real list.
  const [links] = await db
    .insert(reportGroups)
    .values({ companyId: north.id, name: 'North links', icon: 'link', position: 0 })
    .returning({ id: reportGroups.id });
  await db.insert(reports).values({
    companyId: north.id,
    kind: 'external',
    title: 'North handbook',
    groupId: links!.id,
    externalUrl: 'https://example.com/handbook',
  });

  const whitelabel = await createCompany({
    db,
    input: { name: 'Lumen Analytics', subdomain: WHITELABEL_SUBDOMAIN, partner_id: demoPartner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Wanda Whitelabel',
      email: WHITELABEL_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: whitelabel.id,
    },
  });
};
