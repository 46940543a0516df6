import type { AuthTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the sign-in screens in European Portuguese. */
export const auth: AuthTexts = withChanges(brazilian.auth, {
  pageTitle: 'Iniciar sessão',
  title: 'Aceda à sua conta',
  subtitle: 'Utilize o e-mail e a palavra-passe registados na sua unidade de negócio.',
  emailPlaceholder: 'voce@empresa.pt',
  password: 'Palavra-passe',
  passwordPlaceholder: 'A sua palavra-passe',
  togglePassword: 'Mostrar ou ocultar a palavra-passe',
  submit: 'Iniciar sessão',
  failed: 'Não foi possível iniciar sessão',
  forgot: 'Esqueceu-se da palavra-passe?',
  heroTitle: 'Inteligência de negócio num só lugar',
  unitHeroText: 'Inicie sessão para ver os seus relatórios, apresentações e catálogos.',
  sso: 'Iniciar sessão com início de sessão único (SSO)',
  ssoOnly:
    'Esta unidade de negócio inicia sessão pelo fornecedor de identidade dela, com a sua conta de trabalho.',
});
