import { type Language, PASSWORD_RESET_TTL_MINUTES, resolveLanguage } from '@mirante/contracts';
import type { MailMessage } from '../../platform/mail';
import { type LinkMailInput, type LinkMailTexts, linkMail } from '../../platform/mail-layout';

/** The recovery e-mail in every interface language; {placeholders} are filled in below. */
const TEXTS: Record<Language, LinkMailTexts> = {
  'en-US': {
    subject: 'Reset your {product} password',
    preheader: 'Choose a new password for {email}.',
    greeting: 'Hello, {name}!',
    intro: 'We received a request to reset the password of the account {email} on {product}.',
    action: 'Choose a new password',
    expiry: 'The link can be used once and expires in {minutes} minutes.',
    fallback: 'If the button does not work, copy this address into your browser:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    footer: '{product} · sent to {email}',
  },
  'pt-BR': {
    subject: 'Redefina sua senha do {product}',
    preheader: 'Escolha uma nova senha para {email}.',
    greeting: 'Olá, {name}!',
    intro: 'Recebemos um pedido para redefinir a senha da conta {email} no {product}.',
    action: 'Escolher uma nova senha',
    expiry: 'O link pode ser usado uma única vez e expira em {minutes} minutos.',
    fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    ignore: 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    footer: '{product} · enviado para {email}',
  },
  es: {
    subject: 'Restablezca su contraseña de {product}',
    preheader: 'Elija una nueva contraseña para {email}.',
    greeting: '¡Hola, {name}!',
    intro: 'Recibimos una solicitud para restablecer la contraseña de la cuenta {email} en {product}.',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace se puede usar una sola vez y caduca en {minutes} minutos.',
    fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    ignore: 'Si usted no hizo esta solicitud, ignore este correo: su contraseña sigue siendo la misma.',
    footer: '{product} · enviado a {email}',
  },
  'pt-PT': {
    subject: 'Redefina a sua palavra-passe do {product}',
    preheader: 'Escolha uma nova palavra-passe para {email}.',
    greeting: 'Olá, {name}!',
    intro: 'Recebemos um pedido para redefinir a palavra-passe da conta {email} no {product}.',
    action: 'Escolher uma nova palavra-passe',
    expiry: 'A ligação só pode ser usada uma vez e expira dentro de {minutes} minutos.',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
    footer: '{product} · enviado para {email}',
  },
};

/**
 * The password recovery e-mail, as HTML with inline styles (what mail clients render) and as
 * plain text, in the user's language.
 */
export function recoveryMail(input: LinkMailInput): MailMessage {
  const language = resolveLanguage(input.language);
  return linkMail(input, {
    language,
    brand: input.product,
    texts: TEXTS[language],
    values: { minutes: PASSWORD_RESET_TTL_MINUTES },
  });
}
