import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment and limits.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'apps/emulator'],
  },
});
