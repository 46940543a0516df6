import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the custom-fields screens in Brazilian Portuguese, the reference language. */
export const customFields = {
  adminIntro:
    'Campos extras do cadastro de usuários desta unidade. Os campos globais são definidos pelo parceiro e aparecem apenas para leitura.',
  partnerIntro: 'Os administradores de cada unidade veem estes campos, mas não podem alterá-los.',
  add: 'Adicionar campo',
  addTitle: 'Novo campo personalizado',
  loading: 'Carregando campos',
  errorTitle: 'Não foi possível carregar os campos',
  empty: 'Nenhum campo personalizado ainda.',
  created: 'Campo {{name}} criado.',
  updated: 'Campo {{name}} salvo.',
  deleted: 'Campo {{name}} excluído.',
  globalLabel: 'Global',
  optional: 'Opcional',
  readOnly: 'Definido pelo parceiro: somente leitura',
  optionsHint: 'Digite uma opção e pressione Enter.',
  duplicateOptions: 'As opções não podem se repetir.',
  positionHint: 'Campos com número menor aparecem primeiro.',
  searchableHint: 'Pode ser usado como filtro na lista de usuários.',
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
    multiple: 'Múltipla escolha',
    single: 'Escolha única',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type CustomFieldsTexts = Texts<typeof customFields>;
