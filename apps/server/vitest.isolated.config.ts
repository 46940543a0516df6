import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS } from './vitest.config.ts';

/** The server's tests that need a module graph of their own (see vitest.config.ts). */
export default defineProject({
  test: {
    name: 'server-isolated',
    environment: 'node',
    include: ISOLATED_TESTS,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
