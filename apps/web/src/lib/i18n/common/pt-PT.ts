import type { CommonTexts } from './pt-BR';
import { withChanges } from '../texts';
import * as brazilian from './pt-BR';

/** Texts every screen shares (actions, states, pagination) in European Portuguese. */
export const common: CommonTexts = withChanges(brazilian.common, {
  actions: {
    save: 'Guardar',
    saveChanges: 'Guardar alterações',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar {{name}}',
    goToSignin: 'Ir para o início de sessão',
    clearSearch: 'Limpar pesquisa',
  },
  discard: {
    text: 'O que escreveu neste formulário será perdido.',
    keep: 'Continuar a editar',
  },
  states: {
    loading: 'A carregar…',
  },
  progress: {
    working: 'A carregar…',
    stillWorking: 'Ainda a trabalhar… Pode continuar a navegar.',
  },
  pagination: {
    next: 'Página seguinte',
    summary: 'A mostrar {{from}}–{{to}} de {{total}}',
  },
});
