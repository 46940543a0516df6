import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { companies } from '../src/db/schema';
import { createCompany as createCompanyService } from '../src/modules/companies/companies.service';
import { createCompany, createPartner, createTestContext, createWorld, type TestContext } from './helpers';

// Set by useUsersExtrasWorld() before the calling file's tests run.
export let ctx: TestContext;
export let world: Awaited<ReturnType<typeof createWorld>>;
/** A second unit of the same client as world.company, one of another client, one of another partner. */
export let sibling: { id: number };
export let otherClient: { id: number };
export let foreign: { id: number };

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);

/** Opens the test context of the calling file, with the three other units, and closes it after. */
export function useUsersExtrasWorld(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    const [unit] = await ctx.db.select().from(companies).where(eq(companies.id, world.company.id));
    sibling = await createCompanyService({
      db: ctx.db,
      input: {
        name: 'Sibling Branch',
        subdomain: `sibling-${process.pid}`,
        partner_id: world.partner.id,
        client_id: unit!.clientId,
      },
    });
    otherClient = await createCompany(ctx.db, { partnerId: world.partner.id, name: 'Another Client Unit' });
    foreign = await createCompany(ctx.db, { partnerId: (await createPartner(ctx.db)).id });
  });
  afterAll(() => ctx.close());
}
