import { describe, expect, it } from 'vitest';
import { common as brazilianCommon } from './common/pt-BR';
import { common as europeanCommon } from './common/pt-PT';
import { withChanges } from './texts';

describe('withChanges', () => {
  it('lays the changes over the base, key by key, and keeps every other text', () => {
    const base = { title: 'Usuários', form: { save: 'Salvar', cancel: 'Cancelar' } };
    const changed = withChanges(base, { title: 'Utilizadores', form: { save: 'Guardar' } });
    expect(changed).toEqual({ title: 'Utilizadores', form: { save: 'Guardar', cancel: 'Cancelar' } });
    expect(base.form.save).toBe('Salvar');
  });

  it('gives European Portuguese its own words where they differ from Brazilian ones', () => {
    expect(europeanCommon.actions.cancel).toBe(brazilianCommon.actions.cancel);
    expect(europeanCommon.actions.save).toBe('Guardar');
    expect(brazilianCommon.actions.save).toBe('Salvar');
  });
});
