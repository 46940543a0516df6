import type { Language } from '@mirante/contracts';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, setTextLoader, translateMessage } from './index';

describe('catalogued messages', () => {
  it("are fetched for the language switched to, beside that language's texts", async () => {
    const texts = vi.fn(async (language: Language) => ({ common: { actions: { cancel: language } } }));
    const messages = vi.fn(async (language: Language) => ({
      request_failed: language === 'es' ? 'Falló ({status})' : 'Failed ({status})',
    }));
    setTextLoader(texts, messages);
    await initI18n('en-US');
    expect(translateMessage('request_failed', 'en-US', { status: 502 })).toBe('Failed (502)');
    expect(messages.mock.calls).toEqual([['en-US']]);

    await changeLanguage('es');
    expect(translateMessage('request_failed', 'es', { status: 502 })).toBe('Falló (502)');
    expect(translateMessage('request_failed', undefined, { status: 500 })).toBe('Falló (500)');
    expect(messages.mock.calls).toEqual([['en-US'], ['es']]);
    expect(texts.mock.calls).toEqual([['en-US'], ['es']]);
    // A language whose messages were never fetched reads the current one's.
    expect(translateMessage('request_failed', 'pt-PT', { status: 404 })).toBe('Falló (404)');
  });
});
