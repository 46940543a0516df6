import type { Language } from '@mirante/contracts';
import type { MailMessage } from './mail';

/** Fills `{placeholders}` of a text; unknown ones are left as they are. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The texts of an e-mail that asks the reader to follow one link, already in their language. */
export interface ActionMailContent {
  language: Language;
  /** Shown at the top: the unit's name, else the product's. */
  brand: string;
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The button's text. */
  action: string;
  link: string;
  /** Paragraphs after the button (how long the link lasts). */
  notes: string[];
  /** Before the link written out, for clients that do not show the button. */
  fallback: string;
  /** The last paragraph (what to do if the mail was not expected). */
  closing: string;
  footer: string;
}

/**
 * An e-mail with one call to action, as HTML with inline styles (what mail clients render) and as
 * plain text. Every text is escaped here; callers pass plain strings.
 */
export function actionMail(to: string, c: ActionMailContent): MailMessage {
  const text = [
    c.greeting,
    '',
    ...c.intro.flatMap((p) => [p, '']),
    `${c.action}: ${c.link}`,
    '',
    ...c.notes,
    c.closing,
    '',
    '--',
    c.footer,
    '',
  ].join('\n');

  const h = escapeHtml;
  const link = h(c.link);
  const intro = c.intro
    .map((p) => `<tr><td style="padding:12px 32px 0;font-size:15px;line-height:1.55">${h(p)}</td></tr>`)
    .join('\n');
  const notes = c.notes
    .map(
      (p) =>
        `<tr><td style="padding:12px 32px 0;font-size:14px;line-height:1.55;color:#495057">${h(p)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${c.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${h(c.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="display:none;max-height:0;overflow:hidden">${h(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #dee2e6">
<tr><td style="padding:28px 32px 0;font-size:20px;font-weight:700;color:#0b3d91">${h(c.brand)}</td></tr>
<tr><td style="padding:20px 32px 0;font-size:16px;font-weight:600">${h(c.greeting)}</td></tr>
${intro}
<tr><td style="padding:24px 32px 8px" align="left">
<a href="${link}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 22px;border-radius:8px">${h(c.action)}</a>
</td></tr>
${notes}
<tr><td style="padding:12px 32px 0;font-size:13px;line-height:1.55;color:#868e96">${h(c.fallback)}<br><a href="${link}" style="color:#1c7ed6;word-break:break-all">${link}</a></td></tr>
<tr><td style="padding:16px 32px 28px;font-size:13px;line-height:1.55;color:#868e96">${h(c.closing)}</td></tr>
</table>
<p style="font-size:12px;color:#868e96;margin:16px 0 0">${h(c.footer)}</p>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject: c.subject, text, html };
}

/** The texts of an e-mail with one link in one language, with `{placeholders}` still in them. */
export interface LinkMailTexts {
  subject: string;
  preheader: string;
  greeting: string;
  /** The first paragraph before the button. */
  intro: string;
  /** The button's text. */
  action: string;
  /** After the button: how long the link lasts. */
  expiry: string;
  fallback: string;
  /** The last paragraph: what to do if the mail was not expected. */
  ignore: string;
  footer: string;
}

/** Who an e-mail with one link goes to, and the link. */
export interface LinkMailInput {
  to: string;
  name: string;
  /** The reader's language, as stored (resolved to an interface language). */
  language: string;
  link: string;
  /** The sender's name in the texts: the unit's name, else the product's. */
  product: string;
}

/**
 * The e-mail of `actionMail` made of one language's texts, their placeholders filled from
 * `values` and the input's {product}, {email} and {name}; `moreIntro` are further paragraphs
 * before the button, filled the same way.
 */
export function linkMail(
  input: LinkMailInput,
  mail: {
    language: Language;
    brand: string;
    texts: LinkMailTexts;
    values: Record<string, string | number>;
    moreIntro?: string[];
  },
): MailMessage {
  const { texts } = mail;
  const values = { product: input.product, email: input.to, name: input.name, ...mail.values };
  const t = (text: string) => fillText(text, values);
  return actionMail(input.to, {
    language: mail.language,
    brand: mail.brand,
    subject: t(texts.subject),
    preheader: t(texts.preheader),
    greeting: t(texts.greeting),
    intro: [texts.intro, ...(mail.moreIntro ?? [])].map(t),
    action: t(texts.action),
    link: input.link,
    notes: [t(texts.expiry)],
    fallback: t(texts.fallback),
    closing: t(texts.ignore),
    footer: t(texts.footer),
  });
}
