import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/platform/paths';

// The migration that moves secrets out of `users` (*_tenant_wall) takes the rows it finds:
// a database migrated up to the one before it, with accounts holding secrets and a remote-access
// request addressed to a user, comes out with the secrets in `user_secrets` and the target in
// its column.

const MOVE = '_tenant_wall';
let client: PGlite;
let before: string;

const rowsOf = async <T>(text: string) => (await client.query<T>(text)).rows;

beforeAll(async () => {
  // The migrations folder as it was before the move: the journal ends one entry earlier.
  before = mkdtempSync(join(tmpdir(), 'mirante-migrations-'));
  cpSync(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.endsWith(MOVE));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));

  client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: before });
  await client.exec(`
    insert into partners (id, name, kind) values (1, 'Operator', 'operator');
    insert into clients (id, partner_id, name) values (1, 1, 'Client');
    insert into companies (id, client_id, partner_id, name) values (1, 1, 1, 'Unit');
    insert into users (id, name, email, password_hash, totp_secret_enc, totp_enabled_at, totp_last_step)
      values (1, 'Ana', 'ana@example.test', '$argon2id$ana', 'v1.sealed', now(), 123),
             (2, 'Bia', 'bia@example.test', '$argon2id$bia', null, null, null),
             (3, 'Caio', 'caio@example.test', null, null, null, null);
    insert into auth_tokens (user_id, kind, token_hash, payload, expires_at)
      values (1, 'remote_access', 'h-target', '{"targetUserId": 2}', now() + interval '1 hour'),
             (1, 'remote_access', 'h-admins', '{}', now() + interval '1 hour');
    insert into remote_access_requests (requester_user_id, company_id, target_profile, token_hash, expires_at)
      values (1, 1, 'user', 'h-target', now() + interval '1 hour'),
             (1, 1, 'admin', 'h-admins', now() + interval '1 hour');
  `);
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('moving secrets out of users', () => {
  it('copies every password hash and TOTP secret with its last step, and nothing for an account without', async () => {
    const moved = await rowsOf<{ user_id: number; password_hash: string; totp_secret_enc: string | null }>(
      'select user_id, password_hash, totp_secret_enc, totp_last_step from user_secrets order by user_id',
    );
    expect(moved).toEqual([
      { user_id: 1, password_hash: '$argon2id$ana', totp_secret_enc: 'v1.sealed', totp_last_step: 123 },
      { user_id: 2, password_hash: '$argon2id$bia', totp_secret_enc: null, totp_last_step: null },
    ]);
    // Enrolment stays on the account; the secrets are gone from it.
    const columns = await rowsOf<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'users'",
    );
    const names = columns.map((c) => c.column_name);
    expect(names).toContain('totp_enabled_at');
    expect(names).not.toContain('password_hash');
    expect(names).not.toContain('totp_secret_enc');
    expect(names).not.toContain('totp_last_step');
  });

  it('names the user a remote-access request is addressed to, and none for a request to the admins', async () => {
    const requests = await rowsOf<{ token_hash: string; target_user_id: number | null }>(
      'select token_hash, target_user_id from remote_access_requests order by token_hash',
    );
    expect(requests).toEqual([
      { token_hash: 'h-admins', target_user_id: null },
      { token_hash: 'h-target', target_user_id: 2 },
    ]);
  });
});
