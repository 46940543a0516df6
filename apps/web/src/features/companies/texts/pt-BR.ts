import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the business-unit screens in Brazilian Portuguese, the reference language. */
export const companies = {
  pageTitle: 'Unidades de negócio',
  title: 'Unidades de negócio',
  subtitle: 'As unidades de negócio que você vende, com limites, período de teste e acesso.',
  add: 'Adicionar unidade',
  search: 'Buscar unidades de negócio',
  searchPlaceholder: 'Buscar por nome, subdomínio ou CNPJ/CPF',
  statusLabel: 'Mostrar unidades por situação',
  status: { active: 'Ativas', inactive: 'Inativas', deleted: 'Excluídas' },
  empty: {
    active: 'Nenhuma unidade ativa',
    inactive: 'Nenhuma unidade inativa',
    deleted: 'Nenhuma unidade excluída',
  },
  emptySearch: 'Nada corresponde a esta busca. Tente outro nome ou limpe a busca.',
  errorTitle: 'Não foi possível carregar as unidades',
  loadingLabel: 'Carregando unidades de negócio',
  noLimit: 'Sem limite',
  columns: {
    name: 'Unidade de negócio',
    document: 'CNPJ/CPF',
    users: 'Limite de usuários',
    trial: 'Fim do teste',
    status: 'Situação',
  },
  badge: { active: 'Ativa', inactive: 'Inativa', deleted: 'Excluída', azureDefault: 'Padrão no Azure' },
  actions: { menu: 'Mais ações para {{name}}', delete: 'Excluir', restoreNamed: 'Restaurar {{name}}' },
  form: {
    createTitle: 'Nova unidade de negócio',
    failed: 'Não foi possível salvar a unidade',
    sectionUnit: 'Unidade de negócio',
    sectionAccess: 'Usuários e acesso',
    sectionAdmin: 'Primeiro administrador',
    client: 'Cliente',
    clientHint: 'Quem é cobrado por esta unidade.',
    clientNew: 'Novo cliente com o nome da unidade',
    create: 'Criar unidade',
  },
  created: {
    title: 'Unidade de negócio criada',
    done: 'Concluir',
  },
  notifications: {
    saved: '{{name}} foi salva.',
    deleted: '{{name}} foi excluída. Você pode restaurá-la no filtro Excluídas.',
    restored: '{{name}} foi restaurada.',
    activated: '{{name}} foi ativada.',
    deactivated: '{{name}} foi desativada.',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type CompaniesTexts = Texts<typeof companies>;
