import type { TwoFactorTexts } from './pt-BR';
import { withChanges } from '../../../lib/i18n/texts';
import * as brazilian from './pt-BR';

/** Texts of the two-step verification screens in European Portuguese. */
export const twoFactor: TwoFactorTexts = withChanges(brazilian.twoFactor, {
  pageTitle: 'Verificação em dois passos',
  enrolTitle: 'Configure a verificação em dois passos',
  enrolSubtitle:
    'A sua unidade de negócio pede um segundo passo ao iniciar sessão. Configure-o uma vez com uma aplicação de autenticação, como Google Authenticator, Microsoft Authenticator ou 1Password.',
  signingInAs: 'A iniciar sessão como {{email}}',
  scanTitle: 'Leia o código QR com a aplicação de autenticação',
  qrAlt: 'Código QR para adicionar {{email}} a uma aplicação de autenticação',
  manualLabel: 'Não consegue ler? Introduza esta chave na aplicação',
  manualHint: 'Baseada no tempo, 6 dígitos, renovada a cada 30 segundos.',
  verifyTitle: 'Introduza o código de 6 dígitos apresentado na aplicação',
  verifyHint: 'O código muda a cada 30 segundos; use o que estiver no ecrã.',
  challengeTitle: 'Verificação em dois passos',
  challengeSubtitle: 'Abra a aplicação de autenticação e introduza o código de 6 dígitos da sua conta.',
  useApp: 'Usar o código da aplicação',
  signIn: 'Iniciar sessão',
  codesTitle: 'Guarde os seus códigos de recuperação',
  codesText:
    'Se perder o acesso à aplicação de autenticação, cada um destes códigos permite iniciar sessão uma vez. Guarde-os num local seguro: não voltarão a ser apresentados.',
  download: 'Transferir',
  saved: 'Já os guardei, continuar',
  invalidTitle: 'Esta ligação expirou',
  invalidText:
    'O passo de verificação é válido durante poucos minutos e só pode ser usado uma vez. Inicie sessão novamente para receber um novo.',
  loadError: 'Não foi possível carregar este passo',
  loading: 'A preparar a verificação…',
});
