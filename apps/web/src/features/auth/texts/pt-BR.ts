import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the sign-in screens in Brazilian Portuguese, the reference language. */
export const auth = {
  pageTitle: 'Entrar',
  title: 'Acesse sua conta',
  subtitle: 'Entre com o e-mail e a senha cadastrados na sua unidade de negócio.',
  email: 'E-mail',
  emailPlaceholder: 'voce@empresa.com.br',
  password: 'Senha',
  passwordPlaceholder: 'Sua senha',
  togglePassword: 'Mostrar ou ocultar a senha',
  submit: 'Entrar',
  failed: 'Não foi possível entrar',
  forgot: 'Esqueceu sua senha?',
  heroTitle: 'Inteligência de negócio em um só lugar',
  heroText:
    'Relatórios, apresentações e catálogos para cada unidade de negócio, com acesso controlado por perfil.',
  heroReports: 'Relatórios do Power BI incorporados com segurança',
  heroAccess: 'Acesso por perfil, grupo e unidade de negócio',
  heroLanguages: 'Disponível em português, inglês e espanhol',
  unitHeroText: 'Entre para ver seus relatórios, apresentações e catálogos.',
  unitCopyright: '© {{year}} {{name}}',
  sso: 'Entrar com login único (SSO)',
  ssoOnly: 'Esta unidade de negócio entra pelo provedor de identidade dela, com a sua conta de trabalho.',
  or: 'ou',
  site: { unitLabel: 'Unidade de negócio' },
};

/** The shape every language of these texts follows: exactly these keys. */
export type AuthTexts = Texts<typeof auth>;
