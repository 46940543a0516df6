import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the lint step, without declarations
import { checkModules, judge } from '../scripts/check-modules.mjs';

interface Violation {
  rule: string;
  file: string;
  message: string;
}

const check = checkModules as (
  root: string,
  config?: { crossing?: string[]; tables?: Record<string, string> },
) => Violation[];
const judged = judge as (
  v: Violation[],
  known?: string[],
) => { errors: Violation[]; remaining: Violation[]; stale: string[] };

const trees: string[] = [];
afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

/** A source tree of the server's shape, from `{ path: text }`. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'mirante-modules-'));
  trees.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const clean = {
  'db/schema/index.ts': "export const users = pgTable('users', {});\n",
  'platform/db-reach.ts': 'export const CROSSING = 1;\nexport function reachOfScope() {}\n',
  'modules/alpha/index.ts': "export { readAlpha } from './alpha.service';\n",
  'modules/alpha/alpha.service.ts':
    "import { selectAlpha } from './alpha.repository';\nexport const readAlpha = () => selectAlpha();\n",
  'modules/alpha/alpha.repository.ts':
    "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\nexport const selectAlpha = (db) => [eq, db.update(users)];\n",
  'modules/beta/index.ts': "export { readBeta } from './beta-parts.service';\n",
  'modules/beta/beta-parts.service.ts':
    "import { readAlpha } from '../alpha';\nimport { reachOfScope } from '../../platform/db-reach';\nexport const readBeta = () => [readAlpha(), reachOfScope];\n",
};

describe('the module recipe check', () => {
  const owners = { tables: { users: 'alpha' } };

  it('passes a tree that follows the recipe', () => {
    expect(check(tree(clean), owners)).toEqual([]);
  });

  it('fails each rule on a deliberate violation', () => {
    const root = tree({
      ...clean,
      // another module's inner file
      'modules/beta/beta.routes.ts':
        "import { selectAlpha } from '../alpha/alpha.repository';\nexport { selectAlpha };\n",
      // SQL outside a repository
      'modules/beta/beta.service.ts': "import { sql } from 'drizzle-orm';\nexport { sql };\n",
      // the all-units handle outside the allow-list
      'modules/beta/beta.policy.ts':
        "import { CROSSING } from '../../platform/db-reach';\nexport { CROSSING };\n",
      // a file of no kind
      'modules/beta/helpers.ts': 'export const x = 1;\n',
      // a cycle: alpha → beta → alpha
      'modules/alpha/alpha-more.service.ts': "import { readBeta } from '../beta';\nexport { readBeta };\n",
      // another module's table, written in SQL text
      'modules/beta/beta.repository.ts':
        "import { sql } from 'drizzle-orm';\nexport const touch = (db) => db.execute(sql`update users set name = 'x'`);\n",
    });
    const found = check(root, owners).map((v) => `${v.rule} ${v.file}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'module-door modules/beta/beta.routes.ts',
        'sql-in-repositories modules/beta/beta.service.ts',
        'crossing-allow-list modules/beta/beta.policy.ts',
        'file-names modules/beta/helpers.ts',
        'module-cycles modules/{alpha,beta}',
        'table-owner modules/beta:users',
      ]),
    );
  });

  it('lets the files named in the allow-list cross units', () => {
    const root = tree({
      ...clean,
      'modules/beta/beta.policy.ts':
        "import { CROSSING } from '../../platform/db-reach';\nexport { CROSSING };\n",
    });
    expect(check(root, { ...owners, crossing: ['modules/beta/beta.policy.ts'] })).toEqual([]);
  });

  it('reports a known violation that is gone, so the list only shrinks', () => {
    const { errors, stale } = judged([], ['file-names modules/beta/helpers.ts']);
    expect(errors).toEqual([]);
    expect(stale).toEqual(['file-names modules/beta/helpers.ts']);
  });

  it('holds on the server: no violation beyond the ones listed as remaining', () => {
    const server = resolve(import.meta.dirname, '..');
    const config = JSON.parse(readFileSync(join(server, 'modules.lint.json'), 'utf8')) as {
      crossing: string[];
      tables: Record<string, string>;
      known: string[];
    };
    const { errors, stale } = judged(check(join(server, 'src'), config), config.known);
    expect(errors.map((v) => `${v.file}: ${v.rule}: ${v.message}`)).toEqual([]);
    expect(stale).toEqual([]);
  });
});
