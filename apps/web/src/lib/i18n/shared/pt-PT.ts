import type { SharedTexts } from './pt-BR';

// Texts of the app shell and the shared components in European Portuguese.

export const app: SharedTexts['app'] = {
  name: 'Mirante',
  tagline: 'Os seus relatórios de BI, publicados para quem precisa deles.',
  copyright: '© {{year}} Mirante',
};

export const language: SharedTexts['language'] = {
  label: 'Idioma',
  change: 'Alterar idioma',
  names: {
    'pt-BR': 'Português (Brasil)',
    'en-US': 'English (US)',
    es: 'Español',
    'pt-PT': 'Português (Portugal)',
  },
};

export const profiles: SharedTexts['profiles'] = {
  a2m: 'Operador',
  master: 'Parceiro',
  admin: 'Administrador',
  user: 'Utilizador',
};

export const layout: SharedTexts['layout'] = {
  navigation: 'Menu principal',
  toggleNavigation: 'Abrir ou fechar o menu',
  accountMenu: 'Menu da conta',
  signedInAs: 'Sessão iniciada como',
  signOut: 'Terminar sessão',
  home: 'Página inicial',
};

export const menu: SharedTexts['menu'] = {
  clients: 'Clientes',
  setting: 'Definições',
  whitelabels: 'Temas',
  companies: 'Unidades de negócio',
  registration: 'Registo',
  dashboard: 'Início',
  partners: 'Parceiros',
  remoteAuthorization: 'Acesso remoto',
  users: 'Utilizadores',
  groupUsers: 'Grupos de utilizadores',
  domain: 'Domínios',
  powerbi: 'Contas Power BI',
  workspaces: 'Áreas de trabalho',
  resources: 'Capacidades',
  reports: 'Relatórios',
  allReports: 'Todos os relatórios',
  managementReport: 'Gestão de relatórios',
  playlists: 'Listas de reprodução',
  catalogs: 'Catálogos',
  reportsA2m: 'Relatórios',
};

export const access: SharedTexts['access'] = {
  deniedTitle: 'Acesso negado',
  deniedHint: 'Se precisa desta página, peça acesso ao administrador da sua unidade de negócio.',
};

export const deleteConfirm: SharedTexts['deleteConfirm'] = {
  title: 'Eliminar {{name}}?',
  instruction: 'Para confirmar, escreva o texto abaixo:',
  label: 'Confirmação',
};

export const embed: SharedTexts['embed'] = {
  loading: 'A carregar o relatório',
  warmingUp: 'A aquecer a capacidade…',
  warmingUpHint:
    'A capacidade do relatório estava em pausa e está a ser iniciada. Demora cerca de um minuto.',
  errorTitle: 'Não foi possível mostrar o relatório',
  errorGeneric: 'O fornecedor de relatórios indicou um erro ao mostrar este relatório.',
  invalidUrl: 'O endereço deste relatório não é do fornecedor de relatórios.',
  pages: 'Páginas do relatório',
  openExternal: 'Abrir num novo separador',
  externalScan: 'Aponte a câmara do telemóvel para o código para abrir.',
  externalQrAlt: 'Código QR da ligação de {{title}}',
  externalBlocked: {
    refused: 'Este site não permite ser mostrado dentro de outro site.',
    insecure: 'Esta ligação não é segura (HTTP) e não pode ser mostrada aqui.',
    unreachable: 'Não foi possível verificar este site, por isso não é mostrado aqui.',
  },
  maintenanceTitle: 'Relatório em manutenção',
};

export const unavailable: SharedTexts['unavailable'] = {
  text: 'Esta área ainda não está disponível neste portal.',
  titles: {
    notifications: 'Notificações',
    auto_actions: 'Agendador de tarefas',
    azure_saml: 'Início de sessão único (SAML)',
    billing_summary: 'Resumo de faturação',
    billing: 'Faturação',
    analyze: 'Análise',
    help_desk: 'Apoio ao cliente',
    help_desk_ticket: 'Pedido de suporte',
    faq: 'Perguntas frequentes',
  },
};

export const unitPicker: SharedTexts['unitPicker'] = {
  label: 'Unidade de negócio',
  placeholder: 'Escolha uma unidade',
};

export const avatar: SharedTexts['avatar'] = {
  label: 'Fotografia de perfil',
  upload: 'Carregar fotografia',
  change: 'Trocar fotografia',
  remove: 'Remover fotografia',
  hint: 'PNG, JPEG ou WebP, até 2 MB.',
  tooLarge: 'A fotografia excede 2 MB.',
};

export const unitForm: SharedTexts['unitForm'] = {
  name: 'Nome',
  subdomain: 'Subdomínio',
  subdomainHint: 'Letras minúsculas, números e hífens; vira o endereço de acesso.',
  client: 'Cliente',
  document: 'CNPJ ou CPF',
  documentHint: 'Opcional; conferido pelos dígitos verificadores.',
  userLimit: 'Limite de utilizadores',
  userLimitHint: 'Vazio significa sem limite.',
  bonusUsers: 'Utilizadores bônus',
  trialEndsAt: 'Teste termina em',
  trialHint: 'Vazio significa sem período de teste.',
  standardAuth: 'Autenticação padrão',
  authPassword: 'Palavra-passe',
  authSaml: 'SAML',
  azureDefault: 'Unidade padrão no Azure',
  azureDefaultHint: 'Só uma das suas unidades pode ser a padrão; marcar esta desmarca as outras.',
  restrictProviderAccounts: 'Restringir contas do provedor de relatórios',
  restrictHint: 'Cada administrador vê apenas as contas que registou.',
  allowAddReports: 'Permitir que a unidade adicione relatórios',
  active: 'Ativa',
  adminName: 'Nome do administrador',
  adminEmail: 'E-mail do administrador',
  adminPassword: 'Palavra-passe do administrador',
  adminPasswordHint: 'Deixe vazio para gerar uma; é mostrada uma única vez.',
  togglePassword: 'Mostrar ou ocultar a palavra-passe',
  noLimit: 'Sem limite',
  created: {
    text: '{{name}} está pronta. O administrador {{email}} já pode iniciar sessão.',
    signInAddress: 'Endereço de acesso',
    passwordLabel: 'Palavra-passe gerada',
    passwordHint: 'Copie agora e entregue com segurança: ela não será mostrada de novo.',
    copy: 'Copiar',
    copied: 'Copiada',
  },
};
