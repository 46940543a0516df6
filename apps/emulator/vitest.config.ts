import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'emulator', environment: 'node', include: ['src/**/*.test.ts'] },
});
