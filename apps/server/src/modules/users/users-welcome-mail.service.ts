import { type Language, resolveLanguage, WELCOME_LINK_TTL_HOURS } from '@mirante/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { type MailMessage, type Mailer, PRODUCT_NAME, sendInBackground } from '../../platform/mail';
import type { UnitId } from '../../platform/scope';
import { findCompanyById, findMembership, findUserById, issueAuthToken, revokeAuthTokens } from '../identity';
import { type LinkMailInput, type LinkMailTexts, linkMail } from '../../platform/mail-layout';

/** The welcome e-mail of a new account in every interface language. */
const TEXTS: Record<Language, LinkMailTexts> = {
  'en-US': {
    subject: 'Welcome to {unit}: choose your password',
    preheader: 'Your account {email} is ready. Choose a password to sign in.',
    greeting: 'Hello, {name}!',
    intro: 'An account {email} was created for you in {unit} on {product}. Choose your password to sign in.',
    action: 'Choose my password',
    expiry:
      'The link can be used once and expires in {hours} hours. After that, use “Forgot your password?” on the sign-in page.',
    fallback: 'If the button does not work, copy this address into your browser:',
    ignore: 'If you were not expecting this e-mail, you can ignore it.',
    footer: '{product} · sent to {email}',
  },
  'pt-BR': {
    subject: 'Boas-vindas a {unit}: escolha sua senha',
    preheader: 'Sua conta {email} está pronta. Escolha uma senha para entrar.',
    greeting: 'Olá, {name}!',
    intro: 'Uma conta {email} foi criada para você em {unit} no {product}. Escolha sua senha para entrar.',
    action: 'Escolher minha senha',
    expiry:
      'O link pode ser usado uma única vez e expira em {hours} horas. Depois disso, use “Esqueceu sua senha?” na página de login.',
    fallback: 'Se o botão não funcionar, copie este endereço no seu navegador:',
    ignore: 'Se você não esperava este e-mail, pode ignorá-lo.',
    footer: '{product} · enviado para {email}',
  },
  es: {
    subject: 'Bienvenido a {unit}: elija su contraseña',
    preheader: 'Su cuenta {email} está lista. Elija una contraseña para iniciar sesión.',
    greeting: '¡Hola, {name}!',
    intro:
      'Se creó una cuenta {email} para usted en {unit} en {product}. Elija su contraseña para iniciar sesión.',
    action: 'Elegir mi contraseña',
    expiry:
      'El enlace se puede usar una sola vez y caduca en {hours} horas. Después, use “¿Olvidó su contraseña?” en la página de inicio de sesión.',
    fallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    ignore: 'Si no esperaba este correo, puede ignorarlo.',
    footer: '{product} · enviado a {email}',
  },
  'pt-PT': {
    subject: 'Bem-vindo a {unit}: escolha a sua palavra-passe',
    preheader: 'A sua conta {email} está pronta. Escolha uma palavra-passe para iniciar sessão.',
    greeting: 'Olá, {name}!',
    intro:
      'Foi criada uma conta {email} para si em {unit} no {product}. Escolha a sua palavra-passe para iniciar sessão.',
    action: 'Escolher a minha palavra-passe',
    expiry:
      'A ligação só pode ser usada uma vez e expira dentro de {hours} horas. Depois disso, use “Esqueceu-se da palavra-passe?” na página de início de sessão.',
    fallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    ignore: 'Se não esperava este e-mail, pode ignorá-lo.',
    footer: '{product} · enviado para {email}',
  },
};

/** The welcome e-mail of a new account, with its single-use set-password link, in its language. */
export function welcomeMail(input: LinkMailInput & { unit: string }): MailMessage {
  const language = resolveLanguage(input.language);
  return linkMail(input, {
    language,
    brand: input.unit,
    texts: TEXTS[language],
    values: { unit: input.unit, hours: WELCOME_LINK_TTL_HOURS },
  });
}

const MINUTE_MS = 60_000;

/**
 * The welcome e-mail of a new account (the unit's `send_email_register_user`): a single-use link
 * to choose a password, the same token as a recovery link's, valid for WELCOME_LINK_TTL_HOURS.
 * Sent in the background through the unit's mail server, else the platform's.
 */
export async function sendWelcomeMail({
  db,
  mailer,
  log,
  userId,
  companyId,
  linkOrigin,
}: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  userId: number;
  companyId: UnitId;
  /** The origin of the link: the unit's (unitLinkOrigin). */
  linkOrigin: string;
}): Promise<boolean> {
  const [user, membership, company] = await Promise.all([
    findUserById(db, userId),
    findMembership(db, userId, companyId),
    findCompanyById(db, companyId),
  ]);
  if (!user || !membership || !company) return false;
  const token = await db.transaction(async (tx) => {
    await revokeAuthTokens(tx, user.id, 'password_reset');
    return issueAuthToken(tx, {
      userId: user.id,
      kind: 'password_reset',
      ttlMs: WELCOME_LINK_TTL_HOURS * 60 * MINUTE_MS,
      payload: { membershipId: membership.id },
    });
  });
  const message = welcomeMail({
    to: user.email,
    name: user.name,
    language: user.language,
    link: `${linkOrigin}/new/password/${encodeURIComponent(token)}`,
    unit: company.name,
    product: PRODUCT_NAME,
  });
  return sendInBackground({ mailer, companyId, message, log, what: 'welcome e-mail' });
}
