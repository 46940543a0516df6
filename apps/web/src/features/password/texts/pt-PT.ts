import type { PasswordTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the password recovery and expiry screens in European Portuguese. */
export const password: PasswordTexts = withChanges(brazilian.password, {
  forgotPageTitle: 'Recuperar palavra-passe',
  forgotTitle: 'Esqueceu-se da palavra-passe?',
  forgotSubtitle:
    'Indique o e-mail da sua conta e enviamos-lhe uma ligação para criar uma nova palavra-passe.',
  forgotSubmit: 'Enviar ligação de recuperação',
  sentTitle: 'Consulte o seu e-mail',
  sentHint:
    'A ligação é válida durante {{minutes}} minutos e só pode ser usada uma vez. Se não a encontrar, veja a pasta de spam.',
  backToSignin: 'Voltar ao início de sessão',
  emailPlaceholder: 'voce@empresa.pt',
  failed: 'Não foi possível enviar a ligação',
  newPageTitle: 'Nova palavra-passe',
  newTitle: 'Crie uma nova palavra-passe',
  newSubtitle: 'Escolha uma palavra-passe forte, que não utilize noutros sites.',
  newPassword: 'Nova palavra-passe',
  newPasswordPlaceholder: 'Escreva a nova palavra-passe',
  confirmPassword: 'Confirme a nova palavra-passe',
  confirmPasswordPlaceholder: 'Escreva novamente a nova palavra-passe',
  togglePassword: 'Mostrar ou ocultar a palavra-passe',
  rulesTitle: 'A nova palavra-passe tem de ter',
  ruleMet: 'cumprido',
  ruleNotMet: 'não cumprido',
  matches: 'A confirmação é igual à nova palavra-passe',
  expiryHint: 'Nesta unidade de negócio, as palavras-passe expiram a cada {{days}} dias.',
  rulesNotMet: 'A palavra-passe não cumpre todas as regras.',
  submit: 'Guardar nova palavra-passe',
  saveFailed: 'Não foi possível guardar a palavra-passe',
  loadingRules: 'A carregar as regras da palavra-passe',
  rulesError: 'Não foi possível carregar as regras da palavra-passe',
  invalidTitle: 'Ligação inválida ou expirada',
  invalidText:
    'As ligações de recuperação são válidas durante {{minutes}} minutos e só podem ser usadas uma vez. Peça uma nova ligação para continuar.',
  requestNewLink: 'Pedir uma nova ligação',
});
