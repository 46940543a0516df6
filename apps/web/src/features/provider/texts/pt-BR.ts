import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the provider screens (report-provider accounts, embedded workspaces, provider lists) in Brazilian Portuguese, the reference language. */
export const provider = {
  /** The unit's users see the unit's accounts and workspaces without changing them. */
  unitReadOnly: 'Somente leitura: contas e workspaces são alterados pelos administradores da unidade.',
  units: {
    accountsSubtitlePartner:
      'Contas do Power BI das suas unidades de negócio. Para alterar uma, entre na unidade como administrador.',
    accountsSubtitleOperator:
      'Contas do Power BI das unidades de negócio de todos os parceiros, somente leitura.',
    workspacesSubtitlePartner:
      'Workspaces incorporados das suas unidades de negócio. Para alterar um, entre na unidade como administrador.',
    workspacesSubtitleOperator:
      'Workspaces incorporados das unidades de negócio de todos os parceiros, somente leitura.',
    readOnly: 'Somente leitura: contas e workspaces são alterados pelo administrador de cada unidade.',
    search: 'Buscar por nome, unidade ou parceiro',
    loading: 'Carregando',
    emptyAccounts: 'Nenhuma conta do provedor de relatórios nas unidades.',
    emptyWorkspaces: 'Nenhum workspace incorporado nas unidades.',
    emptyFiltered: 'Nada corresponde a esta busca.',
    columns: { unit: 'Unidade de negócio', partner: 'Parceiro', secret: 'Segredo', capacity: 'Capacidade' },
    secretStored: 'Armazenado',
    secretMissing: 'Nenhum',
    noCapacity: 'Compartilhada',
  },
  accounts: {
    pageTitle: 'Contas do provedor de relatórios',
    title: 'Contas do provedor de relatórios',
    subtitle: 'Aplicações do Entra ID que o portal usa para listar e incorporar relatórios do Power BI.',
    add: 'Adicionar conta',
    addTitle: 'Nova conta do provedor de relatórios',
    loading: 'Carregando contas',
    errorTitle: 'Não foi possível carregar as contas',
    empty: 'Nenhuma conta cadastrada. Adicione a aplicação do Entra ID que acessa os workspaces do Power BI.',
    columns: {
      name: 'Nome',
      applicationId: 'ID do aplicativo',
      tenantId: 'ID do diretório (locatário)',
      workspaces: 'Workspaces',
      lastTest: 'Último teste',
    },
    fields: {
      name: 'Nome',
      application_id: 'ID do aplicativo (cliente)',
      tenant_id: 'ID do diretório (locatário)',
      object_id: 'ID do objeto',
      subscription_id: 'ID da assinatura',
      secret: 'Valor do segredo',
      resource_group: 'Grupo de recursos',
      workspace_id: 'ID do workspace',
    },
    secretKeep: 'Deixe em branco para manter o segredo atual',
    secretStored: 'Segredo armazenado com criptografia; ele nunca é exibido.',
    neverTested: 'Nunca testada',
    testOk: 'Conexão OK',
    testFailed: 'Falhou',
    test: 'Testar conexão',
    created: 'Conta {{name}} cadastrada.',
    updated: 'Conta {{name}} atualizada.',
    deleted: 'Conta {{name}} excluída.',
    testTitle: 'Testar conexão: {{name}}',
    testing: 'Obtendo um token e listando os workspaces…',
    testSuccess: 'Conexão estabelecida. {{count}} workspaces visíveis para esta aplicação.',
    testNoWorkspaces:
      'Conexão estabelecida, mas a aplicação não vê nenhum workspace. Adicione-a aos workspaces no Power BI.',
    dedicated: 'Capacidade dedicada',
    shared: 'Capacidade compartilhada',
  },
  workspaces: {
    pageTitle: 'Workspaces incorporados',
    title: 'Workspaces incorporados',
    subtitle:
      'Workspaces do Power BI cujos relatórios o portal incorpora. Importe relatórios deles em um passo.',
    add: 'Adicionar workspace',
    addTitle: 'Novo workspace incorporado',
    loading: 'Carregando workspaces',
    errorTitle: 'Não foi possível carregar os workspaces',
    empty: 'Nenhum workspace incorporado ainda.',
    needAccount: 'Cadastre primeiro uma conta do provedor de relatórios.',
    columns: { name: 'Nome', workspaceId: 'ID do workspace', account: 'Conta', reports: 'Relatórios' },
    fields: {
      provider_account_id: 'Conta do provedor de relatórios',
      workspace_id: 'ID do workspace',
      name: 'Nome',
    },
    pickFromAccount: 'Workspaces da conta',
    pickPlaceholder: 'Escolha um workspace para preencher os campos',
    pickLoading: 'Buscando workspaces no provedor…',
    reports: 'Relatórios do workspace',
    created: 'Workspace {{name}} adicionado.',
    updated: 'Workspace {{name}} atualizado.',
    deleted: 'Workspace {{name}} excluído.',
    importTitle: 'Relatórios de {{name}}',
    importHint:
      'Relatórios do workspace no provedor agora. Os escolhidos viram relatórios do portal com o mesmo nome.',
    importLoading: 'Buscando relatórios no provedor…',
    importEmpty: 'Este workspace não tem relatórios no provedor.',
    importErrorTitle: 'Não foi possível listar os relatórios',
    imported: 'Importado',
    selectReport: 'Selecionar {{name}}',
    selectAll: 'Selecionar todos',
    importSelected: 'Importar selecionados ({{count}})',
    importDone: '{{count}} relatórios importados.',
    importNone: 'Nenhum relatório novo importado.',
    reportName: 'Relatório',
    dataset: 'Conjunto de dados',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type ProviderTexts = Texts<typeof provider>;
