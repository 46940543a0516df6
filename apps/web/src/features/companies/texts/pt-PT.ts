import type { CompaniesTexts } from './pt-BR';

/** Texts of the business-unit screens in European Portuguese. */
export const companies: CompaniesTexts = {
  pageTitle: 'Unidades de negócio',
  title: 'Unidades de negócio',
  subtitle: 'As unidades de negócio que vende, com limites, período de teste e acesso.',
  add: 'Adicionar unidade',
  search: 'Pesquisar unidades de negócio',
  searchPlaceholder: 'Pesquisar por nome, subdomínio ou CNPJ/CPF',
  statusLabel: 'Mostrar unidades por situação',
  status: { active: 'Ativas', inactive: 'Inativas', deleted: 'Excluídas' },
  empty: {
    active: 'Nenhuma unidade ativa',
    inactive: 'Nenhuma unidade inativa',
    deleted: 'Nenhuma unidade excluída',
  },
  emptySearch: 'Nada corresponde a esta pesquisa. Tente outro nome ou limpe a pesquisa.',
  errorTitle: 'Não foi possível carregar as unidades',
  loadingLabel: 'A carregar unidades de negócio',
  noLimit: 'Sem limite',
  columns: {
    name: 'Unidade de negócio',
    document: 'CNPJ/CPF',
    users: 'Limite de utilizadores',
    trial: 'Fim do teste',
    status: 'Situação',
  },
  badge: { active: 'Ativa', inactive: 'Inativa', deleted: 'Excluída', azureDefault: 'Padrão no Azure' },
  actions: { menu: 'Mais ações para {{name}}', delete: 'Excluir', restoreNamed: 'Restaurar {{name}}' },
  form: {
    createTitle: 'Nova unidade de negócio',
    failed: 'Não foi possível guardar a unidade',
    sectionUnit: 'Unidade de negócio',
    sectionAccess: 'Utilizadores e acesso',
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
    saved: '{{name}} foi guardada.',
    deleted: '{{name}} foi excluída. Pode restaurá-la no filtro Excluídas.',
    restored: '{{name}} foi restaurada.',
    activated: '{{name}} foi ativada.',
    deactivated: '{{name}} foi desativada.',
  },
};
