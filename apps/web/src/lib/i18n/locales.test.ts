import { LANGUAGES } from '@mirante/contracts';
import { describe, expect, it } from 'vitest';
import { UI_MESSAGES } from './index';

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, inner]) => Object.assign(acc, flatten(inner, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

describe('interface texts', () => {
  const reference = flatten(UI_MESSAGES['pt-BR']);

  it.each(LANGUAGES)('%s has every key, each a non-empty text with the same placeholders', (language) => {
    const texts = flatten(UI_MESSAGES[language]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
      const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(reference[key]));
    }
  });
});
