import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and limits.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/server/vitest.isolated.config.ts',
      'apps/web',
      'apps/emulator',
    ],
  },
});
