import { eq, sql } from 'drizzle-orm';
import { companies, companyConfigs, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** Units and accounts of the account and users-extras specs alone (own units, own partner user). */
export const ACCOUNT_E2E = {
  /** A unit whose user changes their password and picture. */
  accountSubdomain: 'account',
  accountUser: 'user@account.mirante.local',
  /** Uploads a picture (a user of their own, so the password spec never signs them out). */
  pictureUser: 'pia@account.mirante.local',
  /** A unit with a branch of the same client; its admin may act as its users without consent. */
  extrasSubdomain: 'extras',
  extrasAdmin: 'admin@extras.mirante.local',
  /** Allows admin remote access. */
  extrasUser: 'ursula@extras.mirante.local',
  /** Gets a linked unit. */
  extrasLinked: 'linda@extras.mirante.local',
  branchName: 'Extras Branch Unit',
  /** A master of the demo partner and the unit whose settings it edits. */
  master: 'master@extras.mirante.local',
  partnerUnitName: 'Partner Settings Unit',
} as const;

export const seedAccountFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The account fixture needs the demo partner');
  const unit = (name: string, subdomain: string, clientId?: number) =>
    createCompany({
      db,
      input: { name, subdomain, partner_id: partner.id, ...(clientId ? { client_id: clientId } : {}) },
    });
  const person = (name: string, email: string, profile: 'admin' | 'user' | 'master', companyId?: number) =>
    createUser({
      db,
      input: {
        name,
        email,
        password,
        perfil_usuario: profile,
        ...(profile === 'master' ? { partner_id: partner.id } : { company_id: companyId }),
      },
    });

  const account = await unit('Account Business Unit', ACCOUNT_E2E.accountSubdomain);
  await person('Alice Account', ACCOUNT_E2E.accountUser, 'user', account.id);
  await person('Pia Picture', ACCOUNT_E2E.pictureUser, 'user', account.id);

  const extras = await unit('Extras Business Unit', ACCOUNT_E2E.extrasSubdomain);
  const [row] = await db.select().from(companies).where(eq(companies.id, extras.id)).limit(1);
  await unit(ACCOUNT_E2E.branchName, 'extras-branch', row!.clientId);
  await db
    .update(companyConfigs)
    .set({
      settings: sql`${companyConfigs.settings} || '{"allow_access_remote":"S","allow_admin_remote":"S","require_consent_remote":"N"}'::jsonb`,
    })
    .where(eq(companyConfigs.companyId, extras.id));
  await person('Edgar Extras', ACCOUNT_E2E.extrasAdmin, 'admin', extras.id);
  const ursula = await person('Ursula Remote', ACCOUNT_E2E.extrasUser, 'user', extras.id);
  await db.update(users).set({ allowAdminRemote: true }).where(eq(users.id, ursula.id));
  await person('Linda Linked', ACCOUNT_E2E.extrasLinked, 'user', extras.id);

  await unit(ACCOUNT_E2E.partnerUnitName, 'partner-settings');
  await person('Marta Master', ACCOUNT_E2E.master, 'master');
};
