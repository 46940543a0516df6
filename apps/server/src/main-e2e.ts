import { seedE2eFixtures } from './seed/e2e';
import { serve } from './serve';

// The portal as the browser tests and benchmarks start it (scripts/serve-fresh.mjs): on a freshly
// seeded database, the extra tenants and accounts of the browser tests follow the demo ones.
// Built to dist/main-e2e.js beside the production entry points, never shipped in them.
serve({ extraSeed: seedE2eFixtures });
