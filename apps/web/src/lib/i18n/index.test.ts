import type { Language } from '@mirante/contracts';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, currentLanguage, i18n, initI18n, setTextLoader } from './index';

const CANCEL: Record<Language, string> = {
  'pt-BR': 'Cancelar',
  'en-US': 'Cancel',
  es: 'Cancelar',
  'pt-PT': 'Cancelar',
};

/** A loader that answers when told to, so a test can look at the screen while a language is on its way. */
function pendingLoader() {
  const waiting = new Map<Language, () => void>();
  const load = vi.fn(
    (language: Language) =>
      new Promise<object>((resolve) => {
        waiting.set(language, () => resolve({ common: { actions: { cancel: CANCEL[language] } } }));
      }),
  );
  const answer = async (language: Language) => {
    await vi.waitFor(() => expect(waiting.has(language)).toBe(true));
    waiting.get(language)?.();
  };
  return { load, answer };
}

describe('interface language', () => {
  it('fetches only the active language, and switches only once the next one has arrived', async () => {
    const { load, answer } = pendingLoader();
    setTextLoader(load);
    const started = initI18n('en-US');
    await answer('en-US');
    await started;
    expect(load.mock.calls).toEqual([['en-US']]);
    expect(i18n.t('common.actions.cancel')).toBe('Cancel');

    const switching = changeLanguage('es');
    // Still the previous language (never a key) while the Spanish texts download.
    expect(i18n.t('common.actions.cancel')).toBe('Cancel');
    expect(currentLanguage()).toBe('en-US');
    await answer('es');
    await switching;
    expect(currentLanguage()).toBe('es');
    expect(i18n.t('common.actions.cancel')).toBe('Cancelar');
    expect(document.documentElement.lang).toBe('es');
    expect(load.mock.calls).toEqual([['en-US'], ['es']]);
  });

  it('keeps the current language when the next one cannot be fetched', async () => {
    setTextLoader(async (language) => {
      if (language === 'pt-PT') throw new Error('offline');
      return { common: { actions: { cancel: CANCEL[language] } } };
    });
    await initI18n('en-US');
    await expect(changeLanguage('pt-PT')).rejects.toThrow();
    expect(currentLanguage()).toBe('en-US');
    expect(i18n.t('common.actions.cancel')).toBe('Cancel');
  });
});
