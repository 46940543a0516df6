import type { BuildOptions } from 'esbuild';

export declare const PRODUCTION_ENTRIES: string[];
export declare const BROWSER_TEST_ENTRY: string;
export declare const buildOptions: BuildOptions;
