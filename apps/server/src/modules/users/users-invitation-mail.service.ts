import { INVITATION_TTL_DAYS, type Language, resolveLanguage } from '@mirante/contracts';
import type { MailMessage } from '../../platform/mail';
import { type LinkMailInput, type LinkMailTexts, linkMail } from '../../platform/mail-layout';

interface InvitationTexts extends LinkMailTexts {
  /** The paragraph after the intro: the account the invitation is for. */
  account: string;
}

/** The invitation to join a business unit with an existing account, in every interface language. */
const TEXTS: Record<Language, InvitationTexts> = {
  'en-US': {
    subject: 'You are invited to join {unit} on {product}',
    preheader: 'Accept the invitation to use your account {email} in {unit}.',
    greeting: 'Hello, {name}!',
    intro: '{inviter} invited you to join the business unit {unit} on {product}.',
    account:
      'You will enter it with your existing account {email} and your usual password; nothing else about your account changes.',
    action: 'See the invitation',
    expiry: 'The invitation expires in {days} days. Until you accept it, you cannot enter {unit}.',
    fallback: 'If the button does not work, copy this address into your browser:',
    ignore: 'If you do not know {unit}, decline the invitation or simply ignore this e-mail.',
    footer: '{product} · sent to {email}',
  },
  'pt-BR': {
    subject: 'Você foi convidado para a unidade {unit} no {product}',
    preheader: 'Aceite o convite para usar sua conta {email} em {unit}.',
    greeting: 'Olá, {name}!',
    intro: '{inviter} convidou você para a unidade de negócio {unit} no {product}.',
    account:
      'Você vai entrar com a sua conta de sempre, {email}, e a sua senha atual; nada mais muda na sua conta.',
    action: 'Ver o convite',
    expiry: 'O convite expira em {days} dias. Enquanto não o aceitar, você não entra em {unit}.',
    fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    ignore: 'Se você não conhece {unit}, recuse o convite ou simplesmente ignore este e-mail.',
    footer: '{product} · enviado para {email}',
  },
  es: {
    subject: 'Le invitaron a unirse a {unit} en {product}',
    preheader: 'Acepte la invitación para usar su cuenta {email} en {unit}.',
    greeting: '¡Hola, {name}!',
    intro: '{inviter} le invitó a unirse a la unidad de negocio {unit} en {product}.',
    account:
      'Entrará con su cuenta de siempre, {email}, y su contraseña habitual; nada más cambia en su cuenta.',
    action: 'Ver la invitación',
    expiry: 'La invitación caduca en {days} días. Mientras no la acepte, no podrá entrar en {unit}.',
    fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    ignore: 'Si no conoce {unit}, rechace la invitación o simplemente ignore este correo.',
    footer: '{product} · enviado a {email}',
  },
  'pt-PT': {
    subject: 'Foi convidado para a unidade {unit} no {product}',
    preheader: 'Aceite o convite para usar a sua conta {email} em {unit}.',
    greeting: 'Olá, {name}!',
    intro: '{inviter} convidou-o para a unidade de negócio {unit} no {product}.',
    account:
      'Vai entrar com a sua conta de sempre, {email}, e a sua palavra-passe atual; nada mais muda na sua conta.',
    action: 'Ver o convite',
    expiry: 'O convite expira dentro de {days} dias. Enquanto não o aceitar, não pode entrar em {unit}.',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    ignore: 'Se não conhece {unit}, recuse o convite ou simplesmente ignore este e-mail.',
    footer: '{product} · enviado para {email}',
  },
};

/** The invitation e-mail to the account's owner, in the account's language. */
export function invitationMail(input: LinkMailInput & { unit: string; inviter: string }): MailMessage {
  const language = resolveLanguage(input.language);
  const texts = TEXTS[language];
  return linkMail(input, {
    language,
    brand: input.unit,
    texts,
    values: { unit: input.unit, inviter: input.inviter, days: INVITATION_TTL_DAYS },
    moreIntro: [texts.account],
  });
}
