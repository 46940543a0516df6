import type { ProviderTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the provider screens (report-provider accounts, embedded workspaces, provider lists) in European Portuguese. */
export const provider: ProviderTexts = withChanges(brazilian.provider, {
  unitReadOnly: 'Só de leitura: as contas e os workspaces são alterados pelos administradores da unidade.',
  units: {
    accountsSubtitleOperator:
      'Contas do Power BI das unidades de negócio de todos os parceiros, só de leitura.',
    workspacesSubtitleOperator:
      'Workspaces incorporados das unidades de negócio de todos os parceiros, só de leitura.',
    readOnly: 'Só de leitura: as contas e os workspaces são alterados pelo administrador de cada unidade.',
    search: 'Pesquisar por nome, unidade ou parceiro',
    loading: 'A carregar',
    emptyAccounts: 'Nenhuma conta do fornecedor de relatórios nas unidades.',
    emptyFiltered: 'Nada corresponde a esta pesquisa.',
    secretStored: 'Guardado',
    noCapacity: 'Partilhada',
  },
  accounts: {
    pageTitle: 'Contas do fornecedor de relatórios',
    title: 'Contas do fornecedor de relatórios',
    addTitle: 'Nova conta do fornecedor de relatórios',
    loading: 'A carregar contas',
    empty:
      'Ainda não há contas. Adicione a aplicação do Entra ID que acede às áreas de trabalho do Power BI.',
    columns: {
      applicationId: 'ID da aplicação',
      tenantId: 'ID do diretório (inquilino)',
      workspaces: 'Áreas de trabalho',
    },
    fields: {
      application_id: 'ID da aplicação (cliente)',
      tenant_id: 'ID do diretório (inquilino)',
      subscription_id: 'ID da subscrição',
      workspace_id: 'ID da área de trabalho',
    },
    secretStored: 'O segredo é guardado cifrado e nunca é mostrado.',
    testOk: 'Ligação OK',
    test: 'Testar ligação',
    created: 'Conta {{name}} registada.',
    deleted: 'Conta {{name}} eliminada.',
    testTitle: 'Testar ligação: {{name}}',
    testing: 'A obter um token e a listar as áreas de trabalho…',
    testSuccess: 'Ligação estabelecida. {{count}} áreas de trabalho são visíveis para esta aplicação.',
    testNoWorkspaces:
      'Ligação estabelecida, mas a aplicação não vê nenhuma área de trabalho. Adicione-a às áreas de trabalho no Power BI.',
    shared: 'Capacidade partilhada',
  },
  workspaces: {
    pageTitle: 'Áreas de trabalho incorporadas',
    title: 'Áreas de trabalho incorporadas',
    subtitle:
      'Áreas de trabalho do Power BI cujos relatórios o portal incorpora. Importe os seus relatórios num passo.',
    add: 'Adicionar área de trabalho',
    addTitle: 'Nova área de trabalho incorporada',
    loading: 'A carregar áreas de trabalho',
    errorTitle: 'Não foi possível carregar as áreas de trabalho',
    empty: 'Ainda não há áreas de trabalho incorporadas.',
    needAccount: 'Registe primeiro uma conta do fornecedor de relatórios.',
    columns: {
      workspaceId: 'ID da área de trabalho',
    },
    fields: {
      provider_account_id: 'Conta do fornecedor de relatórios',
      workspace_id: 'ID da área de trabalho',
    },
    pickFromAccount: 'Áreas de trabalho da conta',
    pickPlaceholder: 'Escolha uma área de trabalho para preencher os campos',
    pickLoading: 'A procurar áreas de trabalho no fornecedor…',
    reports: 'Relatórios da área de trabalho',
    created: 'Área de trabalho {{name}} adicionada.',
    updated: 'Área de trabalho {{name}} atualizada.',
    deleted: 'Área de trabalho {{name}} eliminada.',
    importHint:
      'Os relatórios da área de trabalho no fornecedor neste momento. Os escolhidos passam a relatórios do portal com o mesmo nome.',
    importLoading: 'A procurar relatórios no fornecedor…',
    importEmpty: 'Esta área de trabalho não tem relatórios no fornecedor.',
  },
});
