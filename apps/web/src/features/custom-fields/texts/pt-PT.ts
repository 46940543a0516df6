import type { CustomFieldsTexts } from './pt-BR';

/** Texts of the custom-fields screens in European Portuguese. */
export const customFields: CustomFieldsTexts = {
  adminIntro:
    'Campos extra do registo de utilizadores desta unidade. Os campos globais são definidos pelo parceiro e aqui são só de leitura.',
  partnerIntro: 'Os administradores de cada unidade veem estes campos, mas não os podem alterar.',
  add: 'Adicionar campo',
  addTitle: 'Novo campo personalizado',
  loading: 'A carregar campos',
  errorTitle: 'Não foi possível carregar os campos',
  empty: 'Ainda não há campos personalizados.',
  created: 'Campo {{name}} criado.',
  updated: 'Campo {{name}} guardado.',
  deleted: 'Campo {{name}} eliminado.',
  globalLabel: 'Global',
  optional: 'Opcional',
  readOnly: 'Definido pelo parceiro: só de leitura',
  optionsHint: 'Escreva uma opção e prima Enter.',
  duplicateOptions: 'As opções não se podem repetir.',
  positionHint: 'Os campos com número menor aparecem primeiro.',
  searchableHint: 'Pode ser usado como filtro na lista de utilizadores.',
  fields: {
    name: 'Nome',
    type: 'Tipo',
    options: 'Opções',
    position: 'Ordem',
    required: 'Obrigatório',
    searchable: 'Pesquisável',
  },
  columns: { position: 'Ordem', name: 'Nome', type: 'Tipo', options: 'Opções', rules: 'Regras' },
  types: {
    text: 'Texto',
    number: 'Número',
    date: 'Data',
    list: 'Lista',
    multiple: 'Escolha múltipla',
    single: 'Escolha única',
  },
};
