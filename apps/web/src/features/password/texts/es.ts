import type { PasswordTexts } from './pt-BR';

/** Texts of the password recovery and expiry screens in Spanish. */
export const password: PasswordTexts = {
  forgotPageTitle: 'Recuperar contraseña',
  forgotTitle: '¿Olvidó su contraseña?',
  forgotSubtitle:
    'Indique el correo electrónico de su cuenta y le enviaremos un enlace para crear una nueva contraseña.',
  forgotSubmit: 'Enviar enlace de recuperación',
  sentTitle: 'Revise su correo electrónico',
  sentHint:
    'El enlace es válido durante {{minutes}} minutos y se puede usar una sola vez. Si no lo encuentra, revise la carpeta de spam.',
  sendAgain: 'Enviar a otro correo',
  backToSignin: 'Volver al inicio de sesión',
  email: 'Correo electrónico',
  emailPlaceholder: 'usted@empresa.com',
  failed: 'No se pudo enviar el enlace',
  newPageTitle: 'Nueva contraseña',
  newTitle: 'Cree una nueva contraseña',
  newSubtitle: 'Elija una contraseña segura que no use en otros sitios.',
  newPassword: 'Nueva contraseña',
  newPasswordPlaceholder: 'Escriba la nueva contraseña',
  confirmPassword: 'Confirme la nueva contraseña',
  confirmPasswordPlaceholder: 'Escriba de nuevo la nueva contraseña',
  togglePassword: 'Mostrar u ocultar la contraseña',
  rulesTitle: 'La nueva contraseña necesita',
  ruleMet: 'cumplido',
  ruleNotMet: 'no cumplido',
  matches: 'La confirmación coincide con la nueva contraseña',
  expiryHint: 'En esta unidad de negocio, las contraseñas caducan cada {{days}} días.',
  rulesNotMet: 'La contraseña no cumple todas las reglas.',
  submit: 'Guardar nueva contraseña',
  saveFailed: 'No se pudo guardar la contraseña',
  loadingRules: 'Cargando las reglas de contraseña',
  rulesError: 'No se pudieron cargar las reglas de contraseña',
  invalidTitle: 'Enlace no válido o caducado',
  invalidText:
    'Los enlaces de recuperación son válidos durante {{minutes}} minutos y solo se pueden usar una vez. Solicite un nuevo enlace para continuar.',
  requestNewLink: 'Solicitar un nuevo enlace',
};
