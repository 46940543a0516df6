// Bundles the server's entry points into dist/. Workspace packages (TypeScript sources) are
// bundled in; everything from the registry stays an ordinary import of node_modules.
import { build } from 'esbuild';

const externalRegistryPackages = {
  name: 'external-registry-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mirante/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalRegistryPackages],
});
