import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the single sign-on (SAML) screens in Brazilian Portuguese, the reference language. */
export const saml = {
  pageTitle: 'Login único (SAML)',
  subtitle:
    'Conecte a unidade ao provedor de identidade da empresa (Entra ID e outros SAML 2.0): as pessoas entram com a conta corporativa.',
  add: 'Nova aplicação SAML',
  addTitle: 'Nova aplicação SAML',
  editTitle: 'Editar a aplicação SAML de {{name}}',
  loading: 'Carregando aplicações SAML',
  errorTitle: 'Não foi possível carregar as aplicações SAML',
  empty: 'Nenhuma aplicação SAML ainda. Adicione uma para que as pessoas entrem pelo provedor de identidade.',
  created: 'Aplicação SAML de {{name}} criada.',
  updated: 'Aplicação SAML de {{name}} salva.',
  deleted: 'Aplicação SAML de {{name}} excluída.',
  enabled: 'Login único ativado em {{name}}.',
  disabled: 'Login único desativado em {{name}}.',
  search: 'Buscar aplicações',
  searchPlaceholder: 'Unidade ou provedor',
  allUnitsUsed: 'Todas as suas unidades já têm uma aplicação SAML.',
  columns: {
    unit: 'Unidade',
    provider: 'Provedor de identidade',
    status: 'Situação',
    certificate: 'Certificado válido até',
  },
  status: { enable: 'Ativo', disable: 'Inativo' },
  actions: {
    enable: 'Ativar',
    disable: 'Desativar',
    test: 'Testar login',
    serviceProvider: 'Dados para o provedor',
  },
  fields: {
    company_id: 'Unidade',
    metadata: 'Metadados do provedor (XML)',
    idp_entity_id: 'Identificador do provedor (Entity ID)',
    sso_url: 'URL de login (SSO)',
    certificates: 'Certificados de assinatura',
    email_attribute: 'Atributo com o e-mail',
    group_attribute: 'Atributo com os grupos',
    group_mappings: 'Grupos do provedor',
    jit: 'Criar usuários no primeiro login',
    email_domains: 'Domínios de e-mail',
    sp_base_url: 'Endereço do portal',
    claim: 'Valor do grupo no provedor',
    group_id: 'Grupo de usuários',
  },
  hints: {
    metadata:
      'Cole o XML de metadados (Federation Metadata XML no Entra ID) ou envie o arquivo para preencher os campos.',
    certificates: 'Mais de um durante a troca de certificado do provedor.',
    email_attribute: 'Nome do atributo SAML (claim) com o e-mail da pessoa.',
    group_attribute: 'Opcional: o atributo com os grupos da pessoa, para colocá-la num grupo de usuários.',
    jit: 'Pessoas que a unidade ainda não conhece ganham conta e acesso ao entrar, dentro do limite de usuários.',
    email_domains:
      'Na página de login geral, e-mails destes domínios entram por este provedor. Digite e pressione Enter.',
    sp_base_url: 'O endereço em que as pessoas da unidade usam o portal; o provedor as devolve para ele.',
  },
  fillFromMetadata: 'Preencher pelos metadados',
  uploadMetadata: 'Enviar arquivo de metadados',
  metadataFilled: 'Campos preenchidos com os metadados do provedor.',
  metadataInvalid: 'Este texto não é um XML de metadados de um provedor SAML.',
  addCertificate: 'Adicionar certificado',
  removeCertificate: 'Remover certificado',
  addMapping: 'Adicionar grupo',
  removeMapping: 'Remover grupo',
  sp: {
    title: 'Dados para o provedor de identidade',
    intro:
      'Cadastre estes dados na aplicação do provedor (no Entra ID: Aplicativo empresarial → Logon único → SAML).',
    entityId: 'Identificador (Entity ID)',
    acsUrl: 'URL de resposta (Assertion Consumer Service)',
    certificate: 'Certificado de assinatura do portal',
    download: 'Baixar metadados do portal',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  testFailed: 'Não foi possível iniciar o teste de login.',
  redirect: {
    title: 'Login único',
    working: 'Concluindo o login…',
    backToSignIn: 'Voltar para o login',
    finish_test:
      'Teste concluído: o provedor de identidade e o portal se entendem. Nenhuma sessão foi aberta.',
    error_user_or_password: 'Usuário não encontrado nesta unidade.',
    not_found_companies: 'Você não tem acesso a esta unidade. Fale com o administrador.',
    user_disable: 'Seu usuário está desativado.',
    blocked: 'Seu usuário está bloqueado.',
    domain_not_allowed: 'Este endereço pertence a outra unidade.',
    ip_not_allowed: 'O acesso não é permitido a partir deste endereço IP.',
    horario_not_allowed: 'O acesso não é permitido neste horário.',
    inactive: 'Esta unidade ou o seu acesso a ela está inativo.',
    error_azure_not_companies: 'O login único não está disponível para esta unidade.',
  },
  signIn: {
    button: 'Entrar com login único (SSO)',
  },
};

/** The shape every language of these texts follows: exactly these keys. */
export type SamlTexts = Texts<typeof saml>;
