import { describe, expect, it } from 'vitest';
import { type MessageCode, NOTICE_CODES, ERROR_CODES } from '../errors';
import { LANGUAGES } from '../languages';
import { enUS } from './en-US';
import { MESSAGES, translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const enKeys = Object.keys(enUS).sort();
const translated = LANGUAGES.filter((lang) => lang !== 'en-US');

describe('catalogues', () => {
  it('the English source covers every error and notice code', () => {
    expect(enKeys).toEqual([...ERROR_CODES, ...NOTICE_CODES].sort());
  });

  describe.each(LANGUAGES)('%s', (lang) => {
    const catalog = MESSAGES[lang];

    it('has exactly the keys of en-US', () => {
      expect(Object.keys(catalog).sort()).toEqual(enKeys);
    });

    it('has a non-empty message for each key', () => {
      for (const [code, text] of Object.entries(catalog)) {
        expect(typeof text, code).toBe('string');
        expect(text.trim(), code).not.toBe('');
      }
    });

    it('keeps the placeholders of en-US', () => {
      for (const code of enKeys as MessageCode[]) {
        expect(placeholders(catalog[code]), code).toEqual(placeholders(enUS[code]));
      }
    });

    it("leaves 'Token is Expired' untranslated", () => {
      expect(catalog.token_expired).toBe('Token is Expired');
    });
  });

  it.each(translated)('%s is translated, not copied from en-US', (lang) => {
    const catalog = MESSAGES[lang];
    const same = (enKeys as MessageCode[]).filter((code) => catalog[code] === enUS[code]);
    expect(same).toEqual(['token_expired']);
    expect(catalog.incorrect_credentials).not.toBe(enUS.incorrect_credentials);
  });

  it('the three translations are distinct from one another for most keys', () => {
    const differing = (enKeys as MessageCode[]).filter(
      (code) =>
        MESSAGES['pt-BR'][code] !== MESSAGES['pt-PT'][code] || MESSAGES['pt-BR'][code] !== MESSAGES.es[code],
    );
    expect(differing.length).toBeGreaterThan(enKeys.length * 0.8);
  });

  it('uses the spec wording in pt-BR', () => {
    expect(MESSAGES['pt-BR'].session_expired).toBe('Autenticação expirou');
    expect(MESSAGES['pt-BR'].refreshing_session).toBe('Atualizando sessão!');
    expect(MESSAGES['pt-BR'].authentication_error).toBe('Erro ao autenticar!');
    expect(MESSAGES['pt-BR'].login_error).toBe('Erro ao realizar login!');
  });

  it('uses European Portuguese vocabulary in pt-PT and Brazilian in pt-BR', () => {
    expect(MESSAGES['pt-PT'].incorrect_credentials).toMatch(/utilizador.*palavra-passe/);
    expect(MESSAGES['pt-BR'].incorrect_credentials).toMatch(/Usuário.*senha/);
    expect(MESSAGES['pt-PT'].invalid_file).toBe('Ficheiro inválido');
    expect(MESSAGES['pt-BR'].invalid_file).toBe('Arquivo inválido');
  });
});

describe('translate', () => {
  it('fills params', () => {
    expect(translate('users_not_registered', 'en-US', { count: 3 })).toBe(
      '3 users were not registered due to identified errors.',
    );
    expect(translate('field_required', 'pt-BR', { name: 'E-mail' })).toBe('O campo E-mail é obrigatório');
    expect(translate('field_invalid', 'es', { name: 'Fecha' })).toBe('El campo Fecha no es válido');
    expect(translate('request_failed', 'pt-PT', { status: 500 })).toBe(
      'O pedido falhou com o código de estado 500',
    );
  });

  it('leaves a placeholder without a param as it is', () => {
    expect(translate('field_required', 'en-US')).toBe('{name} is required');
  });

  it('falls back to pt-BR for unknown or missing languages', () => {
    expect(translate('incorrect_credentials', 'fr-FR')).toBe('Usuário ou senha incorretos!');
    expect(translate('incorrect_credentials', undefined)).toBe('Usuário ou senha incorretos!');
    expect(translate('incorrect_credentials', '')).toBe('Usuário ou senha incorretos!');
  });

  it('resolves language tags loosely', () => {
    expect(translate('invalid_file', 'pt-pt')).toBe('Ficheiro inválido');
    expect(translate('invalid_file', 'es-AR')).toBe('Archivo no válido');
    expect(translate('invalid_file', 'en-GB,en;q=0.8')).toBe('Invalid file');
  });
});
