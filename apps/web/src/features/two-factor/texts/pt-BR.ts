import type { Texts } from '../../../lib/i18n/texts';

/** Texts of the two-step verification screens in Brazilian Portuguese, the reference language. */
export const twoFactor = {
  pageTitle: 'Verificação em duas etapas',
  enrolTitle: 'Configure a verificação em duas etapas',
  enrolSubtitle:
    'Sua unidade de negócio pede uma segunda etapa ao entrar. Configure uma vez com um aplicativo autenticador, como Google Authenticator, Microsoft Authenticator ou 1Password.',
  signingInAs: 'Entrando como {{email}}',
  steps: { scan: 'Adicionar', save: 'Guardar' },
  scanTitle: 'Leia o QR code com o aplicativo autenticador',
  qrAlt: 'QR code para adicionar {{email}} a um aplicativo autenticador',
  manualLabel: 'Não consegue ler? Digite esta chave no aplicativo',
  manualHint: 'Baseada em tempo, 6 dígitos, renovada a cada 30 segundos.',
  copyKey: 'Copiar chave',
  copied: 'Copiado!',
  next: 'Continuar',
  verifyTitle: 'Digite o código de 6 dígitos mostrado no aplicativo',
  verifyHint: 'O código muda a cada 30 segundos; use o que estiver na tela.',
  codeLabel: 'Código de verificação',
  digitLabel: 'Dígito {{n}} de {{total}}',
  challengeTitle: 'Verificação em duas etapas',
  challengeSubtitle: 'Abra o aplicativo autenticador e digite o código de 6 dígitos da sua conta.',
  useRecovery: 'Usar um código de recuperação',
  useApp: 'Usar o código do aplicativo',
  recoveryLabel: 'Código de recuperação',
  recoveryHint: 'Cada código de recuperação funciona uma única vez.',
  signIn: 'Entrar',
  failed: 'Não foi possível confirmar',
  codesTitle: 'Guarde seus códigos de recuperação',
  codesText:
    'Se você perder o acesso ao aplicativo autenticador, cada um destes códigos permite entrar uma vez. Guarde-os em lugar seguro: eles não serão mostrados novamente.',
  codesListLabel: 'Códigos de recuperação',
  copyCodes: 'Copiar códigos',
  download: 'Baixar',
  downloadHeader: 'Códigos de recuperação do Mirante para {{email}}',
  downloadFooter: 'Cada código funciona uma única vez.',
  saved: 'Já guardei, continuar',
  invalidTitle: 'Este link expirou',
  invalidText:
    'A etapa de verificação vale por poucos minutos e pode ser usada uma única vez. Entre novamente para receber uma nova.',
  loadError: 'Não foi possível carregar esta etapa',
  loading: 'Preparando a verificação…',
};

/** The shape every language of these texts follows: exactly these keys. */
export type TwoFactorTexts = Texts<typeof twoFactor>;
