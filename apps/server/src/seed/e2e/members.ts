import { eq, inArray, sql } from 'drizzle-orm';
import { companyConfigs, customFields, memberships, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** Two units of the demo partner for the specs of shared accounts, invitations and welcome e-mails. */
export const MEMBERS_E2E_SUBDOMAINS = { harbor: 'harbor', quay: 'quay' } as const;
export const MEMBERS_E2E_ACCOUNTS = {
  /** The admin of the harbor unit. */
  admin: 'admin@harbor.mirante.local',
  /** A user of both units: harbor's admin holds only the harbor membership. */
  shared: 'shared@quay.mirante.local',
  /** A user of the quay unit only, whom harbor's admin will invite. */
  guest: 'guest@quay.mirante.local',
} as const;
/** The harbor unit mails through a server of its own on the portal's port + 105 (the spec's capture). */
export const MEMBERS_E2E_SMTP_OFFSET = 105;

/**
 * The harbor unit e-mails new users a link to choose their password, sends through its own mail
 * server and asks a required custom field; one account belongs to harbor and quay, another only
 * to quay.
 */
export const seedMembersFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The members fixture needs the demo partner');
  const harbor = await createCompany({
    db,
    input: { name: 'Harbor Unit', subdomain: MEMBERS_E2E_SUBDOMAINS.harbor, partner_id: partner.id },
  });
  const quay = await createCompany({
    db,
    input: { name: 'Quay Unit', subdomain: MEMBERS_E2E_SUBDOMAINS.quay, partner_id: partner.id },
  });
  const mail = {
    send_email_register_user: 'S',
    mail_host: '127.0.0.1',
    mail_port: Number(process.env.PORT ?? 8000) + MEMBERS_E2E_SMTP_OFFSET,
    mail_protocol: 'smtp',
    mail_email: 'people@harbor.mirante.local',
    mail_name: 'Harbor People',
  };
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || ${JSON.stringify(mail)}::jsonb` })
    .where(eq(companyConfigs.companyId, harbor.id));
  await db
    .insert(customFields)
    .values({ companyId: harbor.id, name: 'Departamento', type: 'text', required: true });

  await createUser({
    db,
    input: {
      name: 'Hana Harbor',
      email: MEMBERS_E2E_ACCOUNTS.admin,
      password,
      perfil_usuario: 'admin',
      company_id: harbor.id,
    },
  });
  const shared = await createUser({
    db,
    input: {
      name: 'Sam Shared',
      email: MEMBERS_E2E_ACCOUNTS.shared,
      password,
      perfil_usuario: 'user',
      company_id: quay.id,
    },
  });
  await db.insert(memberships).values({ userId: shared.id, companyId: harbor.id, profile: 'user' });
  await createUser({
    db,
    input: {
      name: 'Gil Guest',
      email: MEMBERS_E2E_ACCOUNTS.guest,
      password,
      perfil_usuario: 'user',
      company_id: quay.id,
    },
  });
  await db
    .update(users)
    .set({ language: 'en-US' })
    .where(inArray(users.email, Object.values(MEMBERS_E2E_ACCOUNTS)));
};
