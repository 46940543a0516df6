import { type Language, PASSWORD_RESET_TTL_MINUTES, resolveLanguage } from '@mirante/contracts';
import type { MailMessage } from '../../platform/mail';

interface RecoveryTexts {
  subject: string;
  preheader: string;
  greeting: string;
  intro: string;
  action: string;
  expiry: string;
  fallback: string;
  ignore: string;
  footer: string;
}

/** The recovery e-mail in every interface language; {placeholders} are filled in below. */
const TEXTS: Record<Language, RecoveryTexts> = {
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

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The password recovery e-mail, as HTML with inline styles (what mail clients render) and as
 * plain text, in the user's language.
 */
export function recoveryMail(input: {
  to: string;
  name: string;
  language: string;
  link: string;
  /** Shown as the sender's name in the text: the unit's name, else the product's. */
  product: string;
}): MailMessage {
  const texts = TEXTS[resolveLanguage(input.language)];
  const values = {
    product: input.product,
    email: input.to,
    name: input.name,
    minutes: PASSWORD_RESET_TTL_MINUTES,
  };
  const t = (key: keyof RecoveryTexts) => fill(texts[key], values);
  const h = (key: keyof RecoveryTexts) => escapeHtml(t(key));
  const link = escapeHtml(input.link);

  const text = [
    t('greeting'),
    '',
    t('intro'),
    '',
    `${t('action')}: ${input.link}`,
    '',
    t('expiry'),
    t('ignore'),
    '',
    '--',
    t('footer'),
    '',
  ].join('\n');

  const html = `<!doctype html>
<html lang="${resolveLanguage(input.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h('subject')}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="display:none;max-height:0;overflow:hidden">${h('preheader')}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #dee2e6">
<tr><td style="padding:28px 32px 0;font-size:20px;font-weight:700;color:#0b3d91">${escapeHtml(input.product)}</td></tr>
<tr><td style="padding:20px 32px 0;font-size:16px;font-weight:600">${h('greeting')}</td></tr>
<tr><td style="padding:12px 32px 0;font-size:15px;line-height:1.55">${h('intro')}</td></tr>
<tr><td style="padding:24px 32px 8px" align="left">
<a href="${link}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">${h('action')}</a>
</td></tr>
<tr><td style="padding:12px 32px 0;font-size:14px;line-height:1.55;color:#495057">${h('expiry')}</td></tr>
<tr><td style="padding:12px 32px 0;font-size:13px;line-height:1.55;color:#868e96">${h('fallback')}<br><a href="${link}" style="color:#1c7ed6;word-break:break-all">${link}</a></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.55;color:#868e96">${h('ignore')}</td></tr>
</table>
<p style="font-size:12px;color:#868e96;margin:16px 0 0">${h('footer')}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to: input.to, subject: t('subject'), text, html };
}
