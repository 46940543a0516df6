import type { Texts } from '../texts';

// Texts of the app shell and the shared components (brand, language menu, profiles, layout, menu,
// access denied, delete confirmation, report embed, unit and avatar pickers, the
// business unit's fields) in Brazilian Portuguese, the reference language. No feature owns them.

export const app = {
  name: 'Mirante',
  tagline: 'Seus relatórios de BI, publicados para quem precisa.',
  copyright: '© {{year}} Mirante',
};

export const language = {
  label: 'Idioma',
  change: 'Alterar idioma',
  names: {
    'pt-BR': 'Português (Brasil)',
    'en-US': 'English (US)',
    es: 'Español',
    'pt-PT': 'Português (Portugal)',
  },
};

export const profiles = { a2m: 'Operador', master: 'Parceiro', admin: 'Administrador', user: 'Usuário' };

export const layout = {
  navigation: 'Menu principal',
  toggleNavigation: 'Abrir ou fechar o menu',
  accountMenu: 'Menu da conta',
  signedInAs: 'Conectado como',
  signOut: 'Sair',
  homeOf: '{{name}}: página inicial',
  skipToContent: 'Pular para o conteúdo',
  signIn: 'Entrar',
};

export const menu = {
  helpDesk: 'Central de ajuda',
  analyze: 'Análise de uso',
  clients: 'Clientes',
  setting: 'Configurações',
  whitelabels: 'Temas',
  companies: 'Unidades de negócio',
  registration: 'Cadastro',
  dashboard: 'Início',
  partners: 'Parceiros',
  remoteAuthorization: 'Acesso remoto',
  samlSso: 'Login único (SAML)',
  users: 'Usuários',
  groupUsers: 'Grupos de usuários',
  autoActions: 'Agendador de tarefas',
  domain: 'Domínios',
  powerbi: 'Contas Power BI',
  workspaces: 'Workspaces',
  resources: 'Capacidades',
  reports: 'Relatórios',
  allReports: 'Todos os relatórios',
  managementReport: 'Gestão de relatórios',
  playlists: 'Playlists',
  catalogs: 'Catálogos',
  reportsA2m: 'Relatórios',
  scim: 'Provisionamento (SCIM)',
  notifications: 'Notificações',
  faq: 'Perguntas frequentes',
  billing: 'Faturamento',
  billingSummary: 'Resumo de faturamento',
};

export const access = {
  deniedTitle: 'Acesso negado',
  deniedHint: 'Se você precisa desta página, peça acesso ao administrador da sua unidade de negócio.',
};

export const deleteConfirm = {
  title: 'Excluir {{name}}?',
  instruction: 'Para confirmar, digite o texto abaixo:',
  label: 'Confirmação',
};

export const embed = {
  loading: 'Carregando relatório',
  warmingUp: 'Aquecendo a capacidade…',
  warmingUpHint:
    'A capacidade do relatório estava pausada e está sendo iniciada. Isso leva cerca de um minuto.',
  errorTitle: 'Não foi possível exibir o relatório',
  errorGeneric: 'O provedor de relatórios informou um erro ao exibir este relatório.',
  invalidUrl: 'O endereço deste relatório não é do provedor de relatórios.',
  pages: 'Páginas do relatório',
  openExternal: 'Abrir em nova aba',
  externalScan: 'Aponte a câmera do celular para o código para abrir.',
  externalQrAlt: 'Código QR do link de {{title}}',
  externalBlocked: {
    refused: 'Este site não permite ser exibido dentro de outro site.',
    insecure: 'Este link não é seguro (HTTP) e não pode ser exibido aqui.',
    unreachable: 'Não foi possível verificar este site, então ele não é exibido aqui.',
  },
  maintenanceTitle: 'Relatório em manutenção',
};

export const unitPicker = { label: 'Unidade de negócio', placeholder: 'Escolha uma unidade' };

export const avatar = {
  label: 'Foto de perfil',
  upload: 'Enviar foto',
  change: 'Trocar foto',
  remove: 'Remover foto',
  hint: 'PNG, JPEG ou WebP, até 2 MB.',
  tooLarge: 'A foto passa de 2 MB.',
};

export const unitForm = {
  name: 'Nome',
  subdomain: 'Subdomínio',
  subdomainHint: 'Letras minúsculas, números e hífens; vira o endereço de acesso.',
  client: 'Cliente',
  document: 'CNPJ ou CPF',
  documentHint: 'Opcional; conferido pelos dígitos verificadores.',
  userLimit: 'Limite de usuários',
  userLimitHint: 'Vazio significa sem limite.',
  bonusUsers: 'Usuários bônus',
  trialEndsAt: 'Teste termina em',
  trialHint: 'Vazio significa sem período de teste.',
  standardAuth: 'Autenticação padrão',
  authPassword: 'Senha',
  authSaml: 'SAML',
  azureDefault: 'Unidade padrão no Azure',
  standardAuthHint:
    'SAML: a página de login oferece só o login único e as senhas são recusadas. A unidade precisa de uma aplicação SAML que já tenha concluído um login.',
  azureDefaultHint:
    'Pessoas de várias das suas unidades que entram com o login único no endereço geral caem aqui. Só uma unidade pode ser a padrão; marcar esta desmarca as outras.',
  restrictProviderAccounts: 'Restringir contas do provedor de relatórios',
  restrictHint: 'Cada administrador vê apenas as contas que cadastrou.',
  allowAddReports: 'Permitir que a unidade adicione relatórios',
  active: 'Ativa',
  adminName: 'Nome do administrador',
  adminEmail: 'E-mail do administrador',
  adminPassword: 'Senha do administrador',
  adminPasswordHint: 'Deixe vazio para gerar uma; ela é mostrada uma única vez.',
  togglePassword: 'Mostrar ou ocultar a senha',
  noLimit: 'Sem limite',
  created: {
    text: '{{name}} está pronta. O administrador {{email}} já pode entrar.',
    signInAddress: 'Endereço de acesso',
    passwordLabel: 'Senha gerada',
    passwordHint: 'Copie agora e entregue com segurança: ela não será mostrada de novo.',
    copy: 'Copiar',
    copied: 'Copiada',
  },
};

/** The shape every language of the shared texts follows. */
export type SharedTexts = Texts<{
  app: typeof app;
  language: typeof language;
  profiles: typeof profiles;
  layout: typeof layout;
  menu: typeof menu;
  access: typeof access;
  deleteConfirm: typeof deleteConfirm;
  embed: typeof embed;
  unitPicker: typeof unitPicker;
  avatar: typeof avatar;
  unitForm: typeof unitForm;
}>;
