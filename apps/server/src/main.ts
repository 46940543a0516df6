import { serve } from './serve';

// The production entry point. The browser tests start main-e2e.ts instead, which adds their
// fixtures; nothing of those is bundled here (test/bundle.test.ts checks it).
serve();
