// How the server is bundled into dist/ (build.mjs runs it; test/bundle.test.ts checks it).
// Workspace packages (TypeScript sources) are bundled in; everything from the registry stays an
// ordinary import of node_modules.

/** The entry points shipped to production: the server and the operator's command line. */
export const PRODUCTION_ENTRIES = ['src/main.ts', 'src/cli.ts'];

/** The server as the browser tests start it, with their fixtures (scripts/serve-fresh.mjs). */
export const BROWSER_TEST_ENTRY = 'src/main-e2e.ts';

const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mirante/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const buildOptions = {
  absWorkingDir: import.meta.dirname,
  entryPoints: [...PRODUCTION_ENTRIES, BROWSER_TEST_ENTRY],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalRegistryPackages],
};
