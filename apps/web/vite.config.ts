import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { routesWithoutSchemas } from './route-schemas.ts';

/** The API server of `apps/server`; the dev and preview servers forward /api and /storage to it. */
const SERVER = 'http://localhost:8000';

/** The functions of packages/contracts that only build a zod schema from their arguments. */
const CONTRACT_SCHEMA_BUILDERS = [
  'zText',
  'zInt',
  'zIntParam',
  'zId',
  'zIdParam',
  'zReal',
  'zJson',
  'pageOf',
  'zDate',
  'zOptionalText',
  'requiredText',
  'zDocument',
];

export default defineConfig({
  plugins: [routesWithoutSchemas(), react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/storage': { target: SERVER, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/storage': { target: SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts are declarations only (no import side effects) and zod's builders are pure,
      // as are the contracts' own schema builders and the route map's `route`, so the schemas the
      // browser never uses can be dropped: a schema built with one of them would otherwise keep zod
      // on the sign-in page. The route declarations reach the bundle without their schemas
      // (routesWithoutSchemas), so a call's declaration keeps none either.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z', 'route', ...CONTRACT_SCHEMA_BUILDERS],
      },
      // Small chunks shared by several screens are copied into each screen's chunk instead of
      // being fetched one by one: the sign-in page needed about 40 script requests without it.
      // Copying them needs the modules run in import order wherever they land.
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 40 * 1024,
            // Vite emits a style module's CSS from every chunk listing it: chunks with styles stay files.
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
});
