import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';
import type { SamlTexts } from './pt-BR';

/** Texts of the single sign-on (SAML) screens in European Portuguese. */
export const saml: SamlTexts = withChanges(brazilian.saml, {
  pageTitle: 'Início de sessão único (SAML)',
  subtitle:
    'Ligue a unidade ao fornecedor de identidade da empresa (Entra ID e outros SAML 2.0): as pessoas entram com a conta empresarial.',
  loading: 'A carregar aplicações SAML',
  empty:
    'Ainda não há aplicações SAML. Adicione uma para que as pessoas entrem pelo fornecedor de identidade.',
  updated: 'Aplicação SAML de {{name}} guardada.',
  enabled: 'Início de sessão único ativado em {{name}}.',
  disabled: 'Início de sessão único desativado em {{name}}.',
  search: 'Procurar aplicações',
  searchPlaceholder: 'Unidade ou fornecedor',
  columns: {
    provider: 'Fornecedor de identidade',
    status: 'Estado',
    lastSuccess: 'Último início de sessão por ela',
    never: 'Nunca: faça um início de sessão de teste',
  },
  actions: { test: 'Testar início de sessão', serviceProvider: 'Dados para o fornecedor' },
  fields: {
    metadata: 'Metadados do fornecedor (XML)',
    idp_entity_id: 'Identificador do fornecedor (Entity ID)',
    sso_url: 'URL de início de sessão (SSO)',
    jit: 'Criar utilizadores no primeiro início de sessão',
    group_mappings: 'Grupos do fornecedor',
    claim: 'Valor do grupo no fornecedor',
    group_id: 'Grupo de utilizadores',
  },
  hints: {
    metadata:
      'Cole o XML de metadados (Federation Metadata XML no Entra ID) ou carregue o ficheiro para preencher os campos.',
    certificates: 'Mais de um durante a troca de certificado do fornecedor.',
    group_attribute:
      'Opcional: o atributo com os grupos da pessoa, para a colocar num grupo de utilizadores.',
    jit: 'Pessoas que a unidade ainda não conhece recebem conta e acesso ao entrar, dentro do limite de utilizadores.',
    email_domains:
      'Na página de início de sessão geral, e-mails destes domínios entram por este fornecedor. Escreva e prima Enter.',
    sp_base_url: 'O endereço em que as pessoas da unidade usam o portal; o fornecedor devolve-as a ele.',
  },
  fillFromMetadata: 'Preencher a partir dos metadados',
  uploadMetadata: 'Carregar ficheiro de metadados',
  metadataFilled: 'Campos preenchidos com os metadados do fornecedor.',
  metadataInvalid: 'Este texto não é um XML de metadados de um fornecedor SAML.',
  sp: {
    title: 'Dados para o fornecedor de identidade',
    intro:
      'Registe estes dados na aplicação do fornecedor (no Entra ID: Aplicação empresarial → Início de sessão único → SAML).',
    download: 'Transferir os metadados do portal',
  },
  testFailed: 'Não foi possível iniciar o teste de início de sessão.',
  redirect: {
    title: 'Início de sessão único',
    working: 'A concluir o início de sessão…',
    backToSignIn: 'Voltar ao início de sessão',
    backToSettings: 'Voltar ao início de sessão único',
    test_success:
      'Teste concluído: o fornecedor de identidade e o portal entendem-se. Nenhuma sessão foi aberta.',
    finish_test: 'O período experimental terminou!',
    error_user_or_password: 'Utilizador não encontrado nesta unidade.',
    not_found_companies: 'Não tem acesso a esta unidade. Fale com o administrador.',
    user_disable: 'O seu utilizador está desativado.',
    blocked: 'O seu utilizador está bloqueado.',
    ip_not_allowed: 'O acesso não é permitido a partir deste endereço IP.',
    error_azure_not_companies: 'O início de sessão único não está disponível para esta unidade.',
  },
  signIn: { button: 'Entrar com início de sessão único (SSO)' },
});
