import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMessages, loadTexts } from '../app/texts/load';
import { setTextLoader } from '../lib/i18n';

// Tests start i18next as the app does: `initI18n(language)` fetches that language's bundle.
setTextLoader(loadTexts, loadMessages);

// Lazy screens and the first render of the providers take longer than Testing Library's default
// second on a busy machine (the whole suite runs its projects side by side); waiting is not the
// thing under test.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(() => {
  cleanup();
});
