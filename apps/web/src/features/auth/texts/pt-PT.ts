import type { AuthTexts } from './pt-BR';

/** Texts of the sign-in screens in European Portuguese. */
export const auth: AuthTexts = {
  pageTitle: 'Iniciar sessão',
  title: 'Aceda à sua conta',
  subtitle: 'Utilize o e-mail e a palavra-passe registados na sua unidade de negócio.',
  email: 'E-mail',
  emailPlaceholder: 'voce@empresa.pt',
  password: 'Palavra-passe',
  passwordPlaceholder: 'A sua palavra-passe',
  togglePassword: 'Mostrar ou ocultar a palavra-passe',
  submit: 'Iniciar sessão',
  failed: 'Não foi possível iniciar sessão',
  forgot: 'Esqueceu-se da palavra-passe?',
  heroTitle: 'Inteligência de negócio num só lugar',
  heroText:
    'Relatórios, apresentações e catálogos para cada unidade de negócio, com acesso controlado por perfil.',
  heroReports: 'Relatórios do Power BI incorporados com segurança',
  heroAccess: 'Acesso por perfil, grupo e unidade de negócio',
  heroLanguages: 'Disponível em português, inglês e espanhol',
  unitHeroText: 'Inicie sessão para ver os seus relatórios, apresentações e catálogos.',
  unitCopyright: '© {{year}} {{name}}',
  site: { unitLabel: 'Unidade de negócio' },
};
