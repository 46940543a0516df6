// Bundles the server's entry points into dist/ (options in build-config.mjs).
import { build } from 'esbuild';
import { buildOptions } from './build-config.mjs';

await build(buildOptions);
