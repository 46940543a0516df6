import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Profile } from '@mirante/contracts';
import { partners, users } from '../db/schema';
import type { Db } from '../platform/db';
import { createCompany } from '../modules/companies';
import { createUser } from '../modules/users';
import { seedDemoReports } from './demo-reports';
import { seedDemoProvider } from './demo-provider';
import { seedDemoCapacities } from './demo-capacities';
import { seedDemoPlaylists } from './demo-playlists';

export interface DemoAccount {
  profile: Profile;
  email: string;
  password: string;
}

export const DEMO_EMAILS = {
  a2m: 'operator@mirante.local',
  master: 'partner@mirante.local',
  admin: 'admin@demo.mirante.local',
  user: 'user@demo.mirante.local',
} as const satisfies Record<Profile, string>;

function randomPassword(): string {
  // 18 random bytes in base64url, plus a fixed tail so any password rule is met.
  return `${randomBytes(18).toString('base64url')}Aa1!`;
}

/**
 * Creates the demo tenants (operator, partner, client with one business unit) and one
 * account per profile, on an empty database only. Returns the accounts, or [] when the
 * database already has users.
 */
export async function seedDemo(db: Db, opts: { password?: string } = {}): Promise<DemoAccount[]> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return [];

  const [operator] = await db.insert(partners).values({ name: 'Mirante', kind: 'operator' }).returning();
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Demo Partner', kind: 'partner', parentId: operator!.id })
    .returning();
  const company = await createCompany({
    db,
    input: { name: 'Demo Business Unit', subdomain: 'demo', partner_id: partner!.id },
  });

  const accounts: DemoAccount[] = [];
  const people = [
    { profile: 'a2m', name: 'Olivia Operator', partner_id: operator!.id },
    { profile: 'master', name: 'Paulo Partner', partner_id: partner!.id },
    { profile: 'admin', name: 'Ana Admin', company_id: company.id },
    { profile: 'user', name: 'Ulisses User', company_id: company.id },
  ] as const;
  for (const person of people) {
    const password = opts.password ?? randomPassword();
    const email = DEMO_EMAILS[person.profile];
    await createUser({ db, input: { ...person, perfil_usuario: person.profile, email, password } });
    accounts.push({ profile: person.profile, email, password });
  }
  await seedDemoReports(db, company.id);
  await seedDemoProvider(db, company.id);
  await seedDemoCapacities(db, company.id);
  await seedDemoPlaylists(db, company.id);
  return accounts;
}
