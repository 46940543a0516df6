import type { Texts } from '../texts';

/**
 * Texts every screen shares (actions, states, pagination, the actions column, yes and no) in
 * Brazilian Portuguese, the reference language: a screen points at these instead of defining its own
 * Cancel or Save.
 */
export const common = {
  actions: {
    cancel: 'Cancelar',
    save: 'Salvar',
    saveChanges: 'Salvar alterações',
    delete: 'Excluir',
    deleteNamed: 'Excluir {{name}}',
    edit: 'Editar',
    editNamed: 'Editar {{name}}',
    close: 'Fechar',
    back: 'Voltar',
    confirm: 'Confirmar',
    goToSignin: 'Ir para o login',
    activate: 'Ativar',
    deactivate: 'Desativar',
    restore: 'Restaurar',
    retry: 'Tentar novamente',
    clearSearch: 'Limpar busca',
    menuFor: 'Ações de {{name}}',
    goHome: 'Ir para a página inicial',
    reload: 'Recarregar a página',
  },
  discard: {
    title: 'Descartar alterações?',
    text: 'O que você digitou neste formulário será perdido.',
    keep: 'Continuar editando',
    confirm: 'Descartar',
  },
  states: { loading: 'Carregando…' },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Próxima página',
    first: 'Primeira página',
    last: 'Última página',
    page: 'Página {{page}}',
    summary: 'Exibindo {{from}}–{{to}} de {{total}}',
    range: '{{from}}–{{to}} de {{total}}',
  },
  columns: { actions: 'Ações' },
  dateInput: {
    placeholder: { dmy: 'DD/MM/AAAA', mdy: 'MM/DD/AAAA', time: 'HH:MM' },
    openCalendar: 'Abrir o calendário de {{name}}',
    timeOf: '{{name}} (hora)',
  },
  progress: {
    working: 'Carregando…',
    stillWorking: 'Ainda trabalhando… Você pode continuar navegando.',
  },
  answers: { yes: 'Sim', no: 'Não' },
};

/** The shape every language of the common texts follows. */
export type CommonTexts = Texts<typeof common>;
