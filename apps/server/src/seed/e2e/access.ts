import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * Accounts of the access spec alone, in the demo unit: one gets locked by wrong passwords and
 * one collects sessions from two browsers, which would disturb the specs that use the demo ones.
 */
export const ACCESS_E2E_EMAILS = {
  lockout: 'lockout@demo.mirante.local',
  sessions: 'sessions@demo.mirante.local',
} as const;

export const seedAccessFixture: E2eFixture = async (db, { password }) => {
  const [demo] = await db.select().from(companies).where(eq(companies.subdomain, 'demo')).limit(1);
  if (!demo) throw new Error('The access fixture needs the demo unit');
  await createUser({
    db,
    input: {
      name: 'Lara Lockout',
      email: ACCESS_E2E_EMAILS.lockout,
      password,
      perfil_usuario: 'user',
      company_id: demo.id,
    },
  });
  await createUser({
    db,
    input: {
      name: 'Sergio Sessions',
      email: ACCESS_E2E_EMAILS.sessions,
      password,
      perfil_usuario: 'admin',
      company_id: demo.id,
    },
  });
};
