import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the partners screens in Brazilian Portuguese, the reference language. */
export const partners = {
  tabs: { partners: 'Parceiros', faq: 'FAQ da plataforma' },
  pageTitle: 'Parceiros',
  title: 'Parceiros',
  subtitle: 'Parceiros e revendas que distribuem o Mirante aos seus clientes.',
  search: 'Buscar parceiros',
  searchPlaceholder: 'Buscar por nome ou CNPJ/CPF',
  columns: {
    document: 'CNPJ/CPF',
    name: 'Nome',
    kind: 'Tipo',
    status: 'Situação',
    companies: 'Unidades de negócio',
    createdAt: 'Criado em',
  },
  kind: { operator: 'Operador', partner: 'Parceiro' },
  status: { active: 'Ativo', inactive: 'Inativo' },
  emptySearch: 'Tente buscar por outro nome.',
  errorTitle: 'Não foi possível carregar os parceiros',
  loadingLabel: 'Carregando parceiros',
  add: 'Adicionar parceiro',
  addTitle: 'Adicionar parceiro',
  reactivate: 'Reativar',
  tickets: 'Chamados',
  deactivateTitle: 'Desativar parceiro',
  reactivateTitle: 'Reativar parceiro',
  deactivateText:
    '{{name}} ficará inativo. As unidades de negócio mantêm seus dados; você pode reativá-lo a qualquer momento.',
  reactivateText: '{{name}} voltará a ficar ativo.',
  created: 'Parceiro {{name}} adicionado.',
  updated: 'Parceiro {{name}} salvo.',
  deactivated: 'Parceiro {{name}} desativado.',
  reactivated: 'Parceiro {{name}} reativado.',
  actionsFor: 'Ações para {{name}}',
  statusFilter: 'Filtrar por situação',
  documentHint: 'CNPJ ou CPF, com ou sem pontuação',
  fields: {
    name: 'Nome',
    document: 'CNPJ/CPF',
    email: 'E-mail',
    phone: 'Telefone',
    contact_name: 'Nome do contato',
  },
  filter: { all: 'Todos', active: 'Ativos', inactive: 'Inativos' },
};

/** The shape every language of these texts follows: exactly these keys. */
export type PartnersTexts = Texts<typeof partners>;
