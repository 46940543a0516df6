import { eq } from 'drizzle-orm';
import { partners } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/** The partner of the domains spec, with one unit whose custom domain it registers. */
export const DOMAINS_PARTNER_MASTER = 'master@domains.mirante.local';
export const DOMAINS_UNIT_SUBDOMAIN = 'domains-unit';
/** The unit's admin, who reads its addresses without changing them. */
export const DOMAINS_UNIT_ADMIN = 'admin@domains.mirante.local';
/** The partner of the unit-lifecycle spec: it creates its unit from scratch on the companies screen. */
export const LIFECYCLE_PARTNER_MASTER = 'master@lifecycle.mirante.local';

/**
 * Two partners of their own under the demo operator, so neither spec shares its units, its
 * domains or its partner's list with the demo partner that other specs use at the same time.
 */
export const seedDomainsFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  if (!operator) throw new Error('The domains fixture needs the demo operator');
  const addPartner = async (name: string, master: { name: string; email: string }) => {
    const [partner] = await db
      .insert(partners)
      .values({ name, kind: 'partner', parentId: operator.id })
      .returning();
    await createUser({
      db,
      input: {
        name: master.name,
        email: master.email,
        password,
        perfil_usuario: 'master',
        partner_id: partner!.id,
      },
    });
    return partner!;
  };

  const domains = await addPartner('Domains Partner', {
    name: 'Diana Domains',
    email: DOMAINS_PARTNER_MASTER,
  });
  const unit = await createCompany({
    db,
    input: { name: 'Domains Business Unit', subdomain: DOMAINS_UNIT_SUBDOMAIN, partner_id: domains.id },
  });
  await createUser({
    db,
    input: {
      name: 'Davi Domains',
      email: DOMAINS_UNIT_ADMIN,
      password,
      perfil_usuario: 'admin',
      company_id: unit.id,
    },
  });
  await addPartner('Lifecycle Partner', { name: 'Luis Lifecycle', email: LIFECYCLE_PARTNER_MASTER });
};
