import { LANGUAGES } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { loadFirstTexts, loadMessages, loadTexts } from './load';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, inner]) => Object.assign(acc, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();

describe('interface texts', () => {
  it.each(LANGUAGES)(
    '%s has every key, each a non-empty text with the same placeholders',
    async (language) => {
      const reference = flatten(await loadTexts('pt-BR'));
      const texts = flatten(await loadTexts(language));
      expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(typeof text, key).toBe('string');
        expect(String(text).trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference[key]));
      }
    },
  );

  it('keeps one text of each common action instead of a copy per screen', async () => {
    // The four languages of a screen's Cancel/Save/Close equal the common ones, so a screen that
    // defines its own again duplicates a text every screen shares.
    const bundles = await Promise.all(LANGUAGES.map((language) => loadTexts(language)));
    const flat = bundles.map((bundle) => flatten(bundle));
    const [reference] = flat;
    const tuple = (key: string) => JSON.stringify(flat.map((texts) => texts[key]));
    const common = new Map(
      Object.keys(reference ?? {})
        .filter((key) => key.startsWith('common.actions.'))
        .map((key) => [tuple(key), key]),
    );
    const copies = Object.keys(reference ?? {}).filter(
      (key) => !key.startsWith('common.') && common.has(tuple(key)),
    );
    expect(copies).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s loads first the same texts as in its whole bundle, with its messages',
    async (language) => {
      const all = (await loadTexts(language)) as Record<string, unknown>;
      const firstTexts = await loadFirstTexts(language);
      for (const [block, texts] of Object.entries(firstTexts)) expect(all[block], block).toEqual(texts);
      expect(Object.keys(firstTexts)).toEqual(
        expect.arrayContaining(['common', 'app', 'language', 'auth', 'errors']),
      );
      expect(Object.keys(firstTexts).length).toBeLessThan(Object.keys(all).length);
      expect((await loadMessages(language)).unexpected_error).toBeTruthy();
    },
  );
});
