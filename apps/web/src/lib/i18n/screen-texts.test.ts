import type { Language } from '@mirante/contracts';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, loadScreenTexts, setTextLoader } from './index';

const first = (language: Language) => ({ common: { actions: { cancel: `cancel ${language}` } } });
const screens = (language: Language) => ({
  common: { actions: { cancel: `cancel ${language}` } },
  users: { title: `users ${language}` },
});

describe('texts of the screens after the first', () => {
  it('are fetched when a screen asks for them, then with every language switched to', async () => {
    const loadFirst = vi.fn(async (language: Language) => first(language));
    const loadScreens = vi.fn(async (language: Language) => screens(language));
    setTextLoader(loadFirst, undefined, loadScreens);
    await initI18n('en-US');
    expect(loadScreens).not.toHaveBeenCalled();
    expect(i18n.exists('users.title')).toBe(false);

    await loadScreenTexts();
    await loadScreenTexts();
    expect(loadScreens.mock.calls).toEqual([['en-US']]);
    expect(i18n.t('users.title')).toBe('users en-US');
    expect(i18n.t('common.actions.cancel')).toBe('cancel en-US');

    // The screens stay on the previous language until both parts of the next one have arrived.
    await changeLanguage('es');
    expect(loadFirst.mock.calls).toEqual([['en-US'], ['es']]);
    expect(loadScreens.mock.calls).toEqual([['en-US'], ['es']]);
    expect(i18n.t('users.title')).toBe('users es');
  });

  it('keep the current language when the next one cannot be fetched', async () => {
    setTextLoader(
      async (language) => first(language),
      undefined,
      async (language) => {
        if (language === 'pt-PT') throw new Error('offline');
        return screens(language);
      },
    );
    await initI18n('en-US');
    await loadScreenTexts();
    await expect(changeLanguage('pt-PT')).rejects.toThrow('offline');
    expect(i18n.t('users.title')).toBe('users en-US');
  });
});
