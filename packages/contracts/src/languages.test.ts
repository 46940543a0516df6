import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, resolveLanguage } from './languages';

describe('resolveLanguage', () => {
  it('defaults to pt-BR', () => {
    expect(DEFAULT_LANGUAGE).toBe('pt-BR');
    expect(resolveLanguage(undefined)).toBe('pt-BR');
    expect(resolveLanguage(null)).toBe('pt-BR');
    expect(resolveLanguage('')).toBe('pt-BR');
    expect(resolveLanguage('fr-FR')).toBe('pt-BR');
    expect(resolveLanguage(' , ;q=1')).toBe('pt-BR');
  });

  it.each([
    ['pt-BR', 'pt-BR'],
    ['en-US', 'en-US'],
    ['es', 'es'],
    ['pt-PT', 'pt-PT'],
    ['PT-br', 'pt-BR'],
    ['EN-us', 'en-US'],
    ['pt', 'pt-BR'],
    ['pt-AO', 'pt-PT'],
    ['es-MX', 'es'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
  ])('%s → %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('takes the first supported tag of an Accept-Language list', () => {
    expect(resolveLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(resolveLanguage('de, en-US;q=0.5')).toBe('en-US');
    expect(resolveLanguage('  pt-PT ; q=1 ')).toBe('pt-PT');
  });
});
