import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * A unit of its own for the notifications spec: its unread counts must not move with what other
 * specs send at the same time.
 */
export const NOTICES_SUBDOMAIN = 'notices';
export const NOTICES_ADMIN = 'admin@notices.mirante.local';
export const NOTICES_USER = 'user@notices.mirante.local';

export const seedNotificationsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The notifications fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Notices Business Unit', subdomain: NOTICES_SUBDOMAIN, partner_id: partner.id },
  });
  for (const [name, email, profile] of [
    ['Nadia Notices', NOTICES_ADMIN, 'admin'],
    ['Ursula Notices', NOTICES_USER, 'user'],
  ] as const) {
    await createUser({
      db,
      input: { name, email, password, perfil_usuario: profile, company_id: company.id },
    });
  }
};
