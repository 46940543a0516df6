import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db';

// Several instances started at once on an empty PostgreSQL database (a deployment's first start,
// or an upgrade that starts them together) all migrate it and start: one migrates, the others wait
// and find nothing left to do.
const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('instances migrating one PostgreSQL database together', () => {
  it('every instance migrates and the schema is there once', async () => {
    const name = `mirante_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(baseUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.status))).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query(
        `select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      await check.end();
      expect(rows[0].applied).toBeGreaterThan(0);
      expect(rows[0].applied).toBe(rows[0].distinct);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
