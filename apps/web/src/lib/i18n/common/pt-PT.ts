import type { CommonTexts } from './pt-BR';

/** Texts every screen shares (actions, states, pagination) in European Portuguese. */
export const common: CommonTexts = {
  actions: {
    cancel: 'Cancelar',
    save: 'Guardar',
    saveChanges: 'Guardar alterações',
    delete: 'Eliminar',
    deleteNamed: 'Eliminar {{name}}',
    edit: 'Editar',
    editNamed: 'Editar {{name}}',
    close: 'Fechar',
    back: 'Voltar',
    confirm: 'Confirmar',
    goToSignin: 'Ir para o início de sessão',
    activate: 'Ativar',
    deactivate: 'Desativar',
    restore: 'Restaurar',
    retry: 'Tentar novamente',
    clearSearch: 'Limpar pesquisa',
    menuFor: 'Ações de {{name}}',
    goHome: 'Ir para a página inicial',
    reload: 'Recarregar a página',
  },
  states: { loading: 'A carregar…' },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Página seguinte',
    first: 'Primeira página',
    last: 'Última página',
    page: 'Página {{page}}',
    summary: 'A mostrar {{from}}–{{to}} de {{total}}',
    range: '{{from}}–{{to}} de {{total}}',
  },
  columns: { actions: 'Ações' },
  answers: { yes: 'Sim', no: 'Não' },
};
