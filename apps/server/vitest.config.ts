import { defineProject } from 'vitest/config';

/**
 * Test files that replace modules, spy on globals or read the environment at import: each
 * runs in a fresh module graph (vitest.isolated.config.ts). Every other file shares its worker's
 * graph, so the app's modules are imported once per worker instead of once per file; each file
 * still builds its own app on its own database (createTestContext).
 */
export const ISOLATED_TESTS = [
  'test/companies-admin.test.ts',
  'test/provision-member.test.ts',
  'test/stray-failures.test.ts',
  'test/access-sign-in.test.ts',
  'test/serve.test.ts',
  'test/fuzz.test.ts',
  'test/transaction-queries.test.ts',
  'test/migrate-together.test.ts',
  'test/jobs-instance.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ISOLATED_TESTS,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
