import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeNamed, openDatabase } from './db';
import { CROSSING, crossingOf, type DbReach, OWNER, rootOf } from './db-reach';

/** A query stand-in recording the statement name it was prepared under. */
function fakeQuery(text: string, names: string[]) {
  return {
    toSQL: () => ({ sql: text }),
    prepare(name: string) {
      names.push(name);
      return { execute: async () => [{ text }] };
    },
  };
}

describe('executeNamed', () => {
  it('names a statement after its text: one name per text, never one name for two texts', async () => {
    const names: string[] = [];
    const menu = 'select id from reports where company_id = $1';
    const other = 'select id from reports where company_id = $1 and hidden = $2';
    expect(await executeNamed(fakeQuery(menu, names))).toEqual([{ text: menu }]);
    await executeNamed(fakeQuery(menu, names));
    await executeNamed(fakeQuery(other, names));
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
    // PostgreSQL keeps 63 bytes of a name: longer ones would collide once cut.
    for (const name of names) expect(name.length).toBeLessThanOrEqual(63);
  });
});

describe('handles by reach', () => {
  it('gives one handle per reach, linked to the crossing and root handles, and keeps a bounded number', async () => {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    try {
      const unit = (n: number): DbReach => ({ kind: 'units', unit: n, partner: null, user: n });
      const first = database.reach(unit(1));
      expect(database.reach(unit(1))).toBe(first);
      expect(database.reach(unit(2))).not.toBe(first);
      expect(database.reach(OWNER)).toBe(database.db);
      const crossing = database.reach(CROSSING);
      for (const handle of [first, crossing, database.db]) {
        expect(crossingOf(handle)).toBe(crossing);
        expect(rootOf(handle)).toBe(database.db);
      }
      // Past the bound, the reach used longest ago gets a new handle; the one just used keeps its own.
      for (let n = 3; n <= 1100; n += 1) database.reach(unit(n));
      expect(database.reach(unit(1))).not.toBe(first);
      const recent = database.reach(unit(1100));
      expect(database.reach(unit(1100))).toBe(recent);
      // A handle's queries run in its reach: the settings the policies read.
      const rows = (await first.execute(
        sql`select current_user as role, current_setting('mirante.unit') as unit`,
      )) as unknown as { rows: { role: string; unit: string }[] };
      expect(rows.rows[0]).toEqual({ role: 'mirante_tenant', unit: '1' });
    } finally {
      await database.close();
    }
  });
});
