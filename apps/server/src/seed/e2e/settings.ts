import { eq, sql } from 'drizzle-orm';
import { companyConfigs, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/**
 * The unit of the settings spec: it activates a theme, which changes the sign-in page of the
 * unit's host (title, colours) that the other specs read on the demo unit.
 */
export const SETTINGS_E2E_SUBDOMAIN = 'branded';
export const SETTINGS_E2E_ADMIN = 'admin@branded.mirante.local';

/**
 * The unit of the live-settings spec: an admin changes its menu while its user has a tab open,
 * and it asks new members their position on their first sign-in.
 */
export const LIVE_SETTINGS_E2E = {
  subdomain: 'live-settings',
  admin: 'admin@live.mirante.local',
  user: 'user@live.mirante.local',
  newcomer: 'newcomer@live.mirante.local',
} as const;

export const seedSettingsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The settings fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Branded Unit', subdomain: SETTINGS_E2E_SUBDOMAIN, partner_id: partner.id },
  });
  await createUser({
    db,
    input: {
      name: 'Beatriz Brand',
      email: SETTINGS_E2E_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: company.id,
    },
  });
};

export const seedLiveSettingsFixture: E2eFixture = async (db, { password }) => {
  const [partner] = await db.select().from(partners).where(eq(partners.name, 'Demo Partner')).limit(1);
  if (!partner) throw new Error('The live-settings fixture needs the demo partner');
  const company = await createCompany({
    db,
    input: { name: 'Live Settings Unit', subdomain: LIVE_SETTINGS_E2E.subdomain, partner_id: partner.id },
  });
  await db
    .update(companyConfigs)
    .set({ settings: sql`${companyConfigs.settings} || '{"questionario_perfil":"S"}'::jsonb` })
    .where(eq(companyConfigs.companyId, company.id));
  const person = (name: string, email: string, perfil_usuario: 'admin' | 'user') =>
    createUser({ db, input: { name, email, password, perfil_usuario, company_id: company.id } });
  // The admin and the user answered the questionnaire long ago; the newcomer never signed in.
  for (const [name, email, profile] of [
    ['Lia Live', LIVE_SETTINGS_E2E.admin, 'admin'],
    ['Ugo Live', LIVE_SETTINGS_E2E.user, 'user'],
  ] as const) {
    const created = await person(name, email, profile);
    await db
      .update(users)
      .set({ questionnaireAnswer: 'analista', questionnaireAnsweredAt: new Date() })
      .where(eq(users.id, created.id));
  }
  await person('Nina Newcomer', LIVE_SETTINGS_E2E.newcomer, 'user');
};
