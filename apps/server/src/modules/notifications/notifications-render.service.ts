import { Liquid, type FS } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../platform/errors';

/** The values a notification's texts may name, filled for each addressee. */
export interface TemplateValues {
  user_name: string;
  unit: string;
  report_title: string;
  link: string;
}

// Templates are written by a unit's admins: they must never read files ({% include %},
// {% render %}, {% layout %}), reach object prototypes or run for long.
const NO_FILES: FS = {
  exists: async () => false,
  existsSync: () => false,
  readFile: async () => {
    throw new Error('templates cannot read files');
  },
  readFileSync: () => {
    throw new Error('templates cannot read files');
  },
  resolve: (_dir, file) => file,
};

const LIMITS = {
  fs: NO_FILES,
  relativeReference: false,
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 100_000,
  renderLimit: 200,
  memoryLimit: 1_000_000,
} as const;

/** The body is HTML: every value written into it is escaped. */
const htmlEngine = new Liquid({ ...LIMITS, outputEscape: 'escape' });
/** The subject is plain text, shown and mailed as text. */
const textEngine = new Liquid(LIMITS);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'hr',
];

/** Keeps the rich text's formatting and safe links; drops scripts, styles, events and frames. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });
}

/** The body's words without markup, for the plain-text part of an e-mail. */
export function bodyText(html: string): string {
  const withBreaks = html.replace(/<\/(p|div|li|h[1-4]|blockquote|pre)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Parses a text, refusing what the engine cannot read, so a broken template is a 400 when saved. */
export function checkTemplate(field: string, source: string): void {
  try {
    htmlEngine.parse(source);
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : '';
    throw new AppError('notification_template_invalid', {
      params: { detail },
      errors: { [field]: ['field_invalid'] },
    });
  }
}

/** Fills a subject and body for one addressee; the body is sanitised after it is filled. */
export async function renderTexts(
  texts: { subject: string; body: string },
  values: TemplateValues,
): Promise<{ subject: string; body: string }> {
  try {
    const [subject, body] = await Promise.all([
      textEngine.parseAndRender(texts.subject, values),
      htmlEngine.parseAndRender(texts.body, values),
    ]);
    return {
      subject: String(subject).trim().slice(0, 300) || texts.subject,
      body: sanitizeBody(String(body)),
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : '';
    throw new AppError('notification_template_invalid', { params: { detail } });
  }
}
