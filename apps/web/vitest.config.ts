import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Unit tests of the web app: DOM through happy-dom, React through the same plugin as the build. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
