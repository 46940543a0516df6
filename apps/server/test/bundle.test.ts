import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BROWSER_TEST_ENTRY, buildOptions, PRODUCTION_ENTRIES } from '../build-config.mjs';

const E2E_SEED = /(^|\/)src\/seed\/e2e\//;

/** The source files bundled into the output of one entry point. */
function bundledSources(metafile: Metafile, entry: string): string[] {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint === entry);
  if (!output) throw new Error(`no output for ${entry}`);
  return Object.keys(output.inputs);
}

describe('server bundle', () => {
  it('ships the browser tests’ seed only in their own entry point', async () => {
    const { metafile } = await build({ ...buildOptions, write: false, metafile: true, sourcemap: false });

    expect(PRODUCTION_ENTRIES).toEqual(['src/main.ts', 'src/cli.ts']);
    for (const entry of PRODUCTION_ENTRIES) {
      const sources = bundledSources(metafile, entry);
      expect(sources).toContain(entry);
      expect(sources.filter((path) => E2E_SEED.test(path))).toEqual([]);
    }
    expect(bundledSources(metafile, BROWSER_TEST_ENTRY)).toContain('src/seed/e2e/index.ts');
  });
});
