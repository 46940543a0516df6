import { describe, expect, it } from 'vitest';
import { foldSearchText, SEARCH_LIMIT_DEFAULT, ZSearchQuery } from './search';

describe('global search contract', () => {
  it('folds case and accents, composed or not', () => {
    expect(foldSearchText('Relatório de Expansão')).toBe('relatorio de expansao');
    expect(foldSearchText('Relato\u0301rio')).toBe('relatorio');
    expect(foldSearchText('AÇÃO Ñandú')).toBe('acao nandu');
  });

  it('takes 1 to 100 characters of storable text and a limit of 1 to 20', () => {
    expect(ZSearchQuery.parse({ q: '  vendas ' })).toEqual({ q: 'vendas', limit: SEARCH_LIMIT_DEFAULT });
    expect(ZSearchQuery.parse({ q: 'x', limit: '20' }).limit).toBe(20);
    for (const q of ['', '  ', 'x'.repeat(101), 'a\u0000b', '\uD800']) {
      expect(ZSearchQuery.safeParse({ q }).success, JSON.stringify(q)).toBe(false);
    }
    for (const limit of ['0', '21', '2.5']) {
      expect(ZSearchQuery.safeParse({ q: 'x', limit }).success, limit).toBe(false);
    }
  });
});
