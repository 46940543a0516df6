import { eq } from 'drizzle-orm';
import { companies, memberships, partners, users } from '../../db/schema';
import { createCompany } from '../../modules/companies';
import { createUser } from '../../modules/users';
import type { E2eFixture } from './index';

/*
 * The sign-in ways specs: a partner of their own with a unit whose admin tries rules that would
 * lock them out, units reached through the provider of the single sign-on spec (one whose
 * standard authentication becomes SAML, two sharing the provider with one the default unit in
 * Azure, one whose trial is over), two units sharing an admin, and a unit with its own domain.
 */

export const WAYS_PARTNER_MASTER = 'master@ways.mirante.local';
export const WAYS_UNIT_SUBDOMAIN = 'ways-unit';
export const WAYS_UNIT_ADMIN = 'admin@ways.mirante.local';
/** SAML units: bob@contoso.test (the provider's bob) belongs to each. */
export const SSO_STANDARD_SUBDOMAIN = 'sso-standard';
export const AZURE_HOME_SUBDOMAIN = 'azure-home';
export const AZURE_BRANCH_SUBDOMAIN = 'azure-branch';
export const TRIAL_OVER_SUBDOMAIN = 'trial-over';
export const SSO_PERSON = 'bob@contoso.test';
/** North's admin deactivates a user of north who is south's admin. */
export const NORTH_SUBDOMAIN = 'two-north';
export const NORTH_ADMIN = 'admin@two-north.mirante.local';
export const SOUTH_SUBDOMAIN = 'two-south';
export const TWO_UNITS_PERSON = 'person@two-units.mirante.local';
/** A unit with a domain of its own, under the platform's domain so the test browser reaches it. */
export const OWN_DOMAIN_SUBDOMAIN = 'own-domain';
export const OWN_DOMAIN = 'portal.own-domain.mirante.test';
export const OWN_DOMAIN_USER = 'user@own-domain.mirante.local';

export const seedSignInWaysFixture: E2eFixture = async (db, { password }) => {
  const [operator] = await db.select().from(partners).where(eq(partners.kind, 'operator')).limit(1);
  if (!operator) throw new Error('The sign-in ways fixture needs the demo operator');
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Ways Partner', kind: 'partner', parentId: operator.id })
    .returning();
  const partnerId = partner!.id;
  const person = (email: string, name: string, profile: 'master' | 'admin' | 'user', at: number) =>
    createUser({
      db,
      input: {
        name,
        email,
        password,
        perfil_usuario: profile,
        ...(profile === 'master' ? { partner_id: at } : { company_id: at }),
      },
    });
  const unit = (name: string, subdomain: string) =>
    createCompany({ db, input: { name, subdomain, partner_id: partnerId } });
  const member = (userId: number, companyId: number, profile: 'admin' | 'user', status = 'A') =>
    db.insert(memberships).values({ userId, companyId, profile, status });

  await person(WAYS_PARTNER_MASTER, 'Wanda Ways', 'master', partnerId);
  const ways = await unit('Ways Business Unit', WAYS_UNIT_SUBDOMAIN);
  await person(WAYS_UNIT_ADMIN, 'Walter Ways', 'admin', ways.id);

  const standard = await unit('SSO Standard Unit', SSO_STANDARD_SUBDOMAIN);
  const home = await unit('Azure Home Unit', AZURE_HOME_SUBDOMAIN);
  const branch = await unit('Azure Branch Unit', AZURE_BRANCH_SUBDOMAIN);
  const trial = await unit('Trial Over Unit', TRIAL_OVER_SUBDOMAIN);
  await db.update(companies).set({ azureDefault: true }).where(eq(companies.id, home.id));
  // Its trial ended yesterday; bob is one of its test users.
  await db
    .update(companies)
    .set({ trialEndsAt: new Date(Date.now() - 86_400_000) })
    .where(eq(companies.id, trial.id));
  const bob = await person(SSO_PERSON, 'Bob Souza', 'user', branch.id);
  await db.update(users).set({ authType: 'saml' }).where(eq(users.id, bob.id));
  await member(bob.id, standard.id, 'user');
  await member(bob.id, home.id, 'user');
  await member(bob.id, trial.id, 'user', 'T');

  const north = await unit('Two Units North', NORTH_SUBDOMAIN);
  const south = await unit('Two Units South', SOUTH_SUBDOMAIN);
  await person(NORTH_ADMIN, 'Nina North', 'admin', north.id);
  const shared = await person(TWO_UNITS_PERSON, 'Paulo Both', 'user', north.id);
  await member(shared.id, south.id, 'admin');

  const own = await unit('Own Domain Unit', OWN_DOMAIN_SUBDOMAIN);
  await db.update(companies).set({ domain: OWN_DOMAIN }).where(eq(companies.id, own.id));
  await person(OWN_DOMAIN_USER, 'Olga Own', 'user', own.id);
};
