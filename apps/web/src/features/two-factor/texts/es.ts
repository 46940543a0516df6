import type { TwoFactorTexts } from './pt-BR';

/** Texts of the two-step verification screens in Spanish. */
export const twoFactor: TwoFactorTexts = {
  pageTitle: 'Verificación en dos pasos',
  enrolTitle: 'Configure la verificación en dos pasos',
  enrolSubtitle:
    'Su unidad de negocio pide un segundo paso al iniciar sesión. Configúrelo una vez con una aplicación de autenticación, como Google Authenticator, Microsoft Authenticator o 1Password.',
  signingInAs: 'Iniciando sesión como {{email}}',
  steps: { scan: 'Añadir', save: 'Guardar' },
  scanTitle: 'Escanee el código QR con su aplicación de autenticación',
  qrAlt: 'Código QR para añadir {{email}} a una aplicación de autenticación',
  manualLabel: '¿No puede escanearlo? Escriba esta clave en la aplicación',
  manualHint: 'Basada en el tiempo, 6 dígitos, renovada cada 30 segundos.',
  copyKey: 'Copiar clave',
  copied: '¡Copiado!',
  next: 'Continuar',
  verifyTitle: 'Introduzca el código de 6 dígitos que muestra la aplicación',
  verifyHint: 'El código cambia cada 30 segundos; use el que aparece en pantalla.',
  codeLabel: 'Código de verificación',
  digitLabel: 'Dígito {{n}} de {{total}}',
  challengeTitle: 'Verificación en dos pasos',
  challengeSubtitle: 'Abra su aplicación de autenticación e introduzca el código de 6 dígitos de su cuenta.',
  useRecovery: 'Usar un código de recuperación',
  useApp: 'Usar el código de la aplicación',
  recoveryLabel: 'Código de recuperación',
  recoveryHint: 'Cada código de recuperación funciona una sola vez.',
  signIn: 'Iniciar sesión',
  failed: 'No se pudo verificar',
  codesTitle: 'Guarde sus códigos de recuperación',
  codesText:
    'Si pierde el acceso a su aplicación de autenticación, cada uno de estos códigos le permite iniciar sesión una vez. Guárdelos en un lugar seguro: no se volverán a mostrar.',
  codesListLabel: 'Códigos de recuperación',
  copyCodes: 'Copiar códigos',
  download: 'Descargar',
  downloadHeader: 'Códigos de recuperación de Mirante para {{email}}',
  downloadFooter: 'Cada código funciona una sola vez.',
  saved: 'Ya los guardé, continuar',
  invalidTitle: 'Este enlace ha caducado',
  invalidText:
    'El paso de verificación dura pocos minutos y solo se puede usar una vez. Inicie sesión de nuevo para obtener otro.',
  loadError: 'No se pudo cargar este paso',
  loading: 'Preparando la verificación…',
};
