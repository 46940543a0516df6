import type { ErrorCode, Language } from '@mirante/contracts';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { AppError } from '../../platform/errors';

/**
 * The HTML import rules of spec §5, checked on the parsed document (parse5, the browsers'
 * algorithm) so that markup tricks (upper case, stray whitespace, tags in odd places, a
 * `<style>` inside SVG or `<noscript>`) are judged as a browser would read them:
 * - styles only inline, through `style` attributes;
 * - no external CSS: no stylesheet `<link>`, no `@import`;
 * - no `<style>` element anywhere (head or body);
 * - no `style` attribute on `<html>`, `<head>` or `<body>`;
 * - no `<script>`, and nothing else that runs script (event-handler attributes,
 *   `javascript:` URLs, `srcdoc` documents).
 * The first broken rule is reported with the line and column where it broke.
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type Location = { startLine: number; startCol: number };

export interface HtmlViolation {
  code: Extract<
    ErrorCode,
    | 'html_script_not_allowed'
    | 'html_style_element_not_allowed'
    | 'html_external_css_not_allowed'
    | 'html_root_style_not_allowed'
    | 'html_inline_script_not_allowed'
  >;
  /** The element (tag name) or attribute that broke the rule. */
  element: string;
  line: number;
  column: number;
}

const ROOT_ELEMENTS = new Set(['html', 'head', 'body']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function childrenOf(node: Node): Node[] {
  const children = 'childNodes' in node ? [...node.childNodes] : [];
  // A <template>'s markup lives in its content fragment, not among its children.
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    children.push(...(node as DefaultTreeAdapterTypes.Template).content.childNodes);
  }
  return children;
}

function relTokens(element: Element): string[] {
  const rel = element.attrs.find((a) => a.name === 'rel')?.value ?? '';
  return rel.toLowerCase().split(/\s+/).filter(Boolean);
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

/** A link that loads a stylesheet (or preloads one to apply it). */
function isStylesheetLink(element: Element): boolean {
  if (element.tagName !== 'link') return false;
  const rel = relTokens(element);
  return (
    rel.includes('stylesheet') || (rel.includes('preload') && attr(element, 'as')?.toLowerCase() === 'style')
  );
}

/** `javascript:` with the whitespace and control characters browsers ignore in URLs. */
function isScriptUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from URLs
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:');
}

function hasCssImport(style: string): boolean {
  // CSS escapes and comments could hide the at-rule; drop comments and compare loosely.
  const clean = style.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, '');
  return /@import/i.test(clean);
}

/**
 * Where a root element's attribute was written when the parser merged it from a second start
 * tag (`<body>…<body style>`): the tree keeps only the first tag's positions.
 */
function mergedAttributeLocation(source: string, tag: string, attribute: string): Location | null {
  const pattern = new RegExp(`<${tag}\\b[^>]*?\\s(${attribute})\\s*=`, 'gi');
  const match = pattern.exec(source);
  if (!match) return null;
  const offset = match.index + match[0].lastIndexOf(match[1]!);
  const before = source.slice(0, offset).split('\n');
  return { startLine: before.length, startCol: (before.at(-1)?.length ?? 0) + 1 };
}

function locationOf(element: Element, source: string, attribute?: string): Location {
  const loc = element.sourceCodeLocation;
  if (attribute && !loc?.attrs?.[attribute]) {
    const merged = mergedAttributeLocation(source, element.tagName, attribute);
    if (merged) return merged;
  }
  const at = (attribute && loc?.attrs?.[attribute]) || loc?.startTag || loc;
  return { startLine: at?.startLine ?? 1, startCol: at?.startCol ?? 1 };
}

function violation(code: HtmlViolation['code'], element: string, loc: Location): HtmlViolation {
  return { code, element, line: loc.startLine, column: loc.startCol };
}

/** The first rule an element breaks, if any. */
function checkElement(element: Element, source: string): HtmlViolation | null {
  const tag = element.tagName;
  if (tag === 'script') return violation('html_script_not_allowed', 'script', locationOf(element, source));
  if (tag === 'style')
    return violation('html_style_element_not_allowed', 'style', locationOf(element, source));
  if (isStylesheetLink(element))
    return violation('html_external_css_not_allowed', 'link', locationOf(element, source));
  for (const { name, value } of element.attrs) {
    if (name === 'style' && ROOT_ELEMENTS.has(tag)) {
      return violation('html_root_style_not_allowed', tag, locationOf(element, source, name));
    }
    if (name === 'style' && hasCssImport(value)) {
      return violation('html_external_css_not_allowed', '@import', locationOf(element, source, name));
    }
    if (/^on/i.test(name) || name === 'srcdoc' || (URL_ATTRIBUTES.has(name) && isScriptUrl(value))) {
      return violation('html_inline_script_not_allowed', name, locationOf(element, source, name));
    }
  }
  return null;
}

/** Every violation of the import rules, in document order (empty when the HTML is fine). */
export function findHtmlViolations(html: string): HtmlViolation[] {
  // Scripting off: <noscript> content is parsed as markup, so nothing hides inside it.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const found: HtmlViolation[] = [];
  const stack: Node[] = [...document.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (isElement(node)) {
      const broken = checkElement(node, html);
      if (broken) found.push(broken);
    }
    stack.push(...childrenOf(node).reverse());
  }
  return found;
}

const WHERE: Record<Language, (line: number, column: number) => string> = {
  'pt-BR': (l, c) => `linha ${l}, coluna ${c}`,
  'pt-PT': (l, c) => `linha ${l}, coluna ${c}`,
  'en-US': (l, c) => `line ${l}, column ${c}`,
  es: (l, c) => `línea ${l}, columna ${c}`,
};

/** Throws the catalogued 400 of the first broken rule, naming where it broke. */
export function assertHtmlImportable(html: string, lang: Language, field = 'html_content'): void {
  const [first] = findHtmlViolations(html);
  if (!first) return;
  const where = (WHERE[lang] ?? WHERE['en-US'])(first.line, first.column);
  throw new AppError(first.code, {
    params: { where, element: first.element },
    errors: { [field]: [first.code] },
  });
}
