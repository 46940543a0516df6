import { reportRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHtmlViolations } from '../src/modules/reports/reports-html-import.service';
import { createTestContext, createWorld, type TestContext, callRoute } from './helpers';

describe('HTML import rules (spec §5)', () => {
  it('accepts a document styled only through style attributes', () => {
    const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sales</title></head>
<body>
  <h1 style="color: #123456; font-size: 2rem">Sales</h1>
  <table style="border-collapse: collapse"><tr><td style="padding: 4px">1</td></tr></table>
  <img src="data:image/png;base64,iVBORw0KGgo=" alt="">
  <a href="https://example.com/report">Open</a>
  <svg width="10" height="10"><rect width="10" height="10" style="fill: red"/></svg>
</body>
</html>`;
    expect(findHtmlViolations(html)).toEqual([]);
  });

  it('accepts a fragment without html, head or body tags', () => {
    expect(findHtmlViolations('<div style="margin: 0">Hello</div>')).toEqual([]);
  });

  const rejected: [string, string, { code: string; element: string; line: number; column: number }][] = [
    [
      'a script in the head',
      '<html><head>\n  <script>alert(1)</script></head><body></body></html>',
      { code: 'html_script_not_allowed', element: 'script', line: 2, column: 3 },
    ],
    [
      'a script in the body, upper case',
      '<p>a</p>\n<p>b</p>\n    <SCRIPT src="x.js"></SCRIPT>',
      { code: 'html_script_not_allowed', element: 'script', line: 3, column: 5 },
    ],
    [
      'a script inside a template',
      '<template><script>1</script></template>',
      { code: 'html_script_not_allowed', element: 'script', line: 1, column: 11 },
    ],
    [
      'a script inside noscript',
      '<noscript><script>1</script></noscript>',
      { code: 'html_script_not_allowed', element: 'script', line: 1, column: 11 },
    ],
    [
      'a script inside SVG',
      '<svg><script>1</script></svg>',
      { code: 'html_script_not_allowed', element: 'script', line: 1, column: 6 },
    ],
    [
      'a style element in the head',
      '<html><head><style>p { color: red }</style></head><body></body></html>',
      { code: 'html_style_element_not_allowed', element: 'style', line: 1, column: 13 },
    ],
    [
      'a style element in the body',
      '<body>\n<div>\n  <style>p{}</style></div></body>',
      { code: 'html_style_element_not_allowed', element: 'style', line: 3, column: 3 },
    ],
    [
      'a style element inside SVG',
      '<svg><style>rect{fill:red}</style></svg>',
      { code: 'html_style_element_not_allowed', element: 'style', line: 1, column: 6 },
    ],
    [
      'a stylesheet link',
      '<head>\n<link rel="stylesheet" href="https://cdn.example.com/a.css"></head>',
      { code: 'html_external_css_not_allowed', element: 'link', line: 2, column: 1 },
    ],
    [
      'a stylesheet link with odd case and several rel tokens',
      '<link REL="Alternate  StyleSheet" href="b.css">',
      { code: 'html_external_css_not_allowed', element: 'link', line: 1, column: 1 },
    ],
    [
      'a preloaded stylesheet',
      '<link rel="preload" as="style" href="c.css">',
      { code: 'html_external_css_not_allowed', element: 'link', line: 1, column: 1 },
    ],
    [
      'an @import inside a style attribute',
      '<div style="@import url(https://x/y.css); color: red">x</div>',
      { code: 'html_external_css_not_allowed', element: '@import', line: 1, column: 6 },
    ],
    [
      'an @import hidden by an escape',
      '<div style="@\\import url(y.css)">x</div>',
      { code: 'html_external_css_not_allowed', element: '@import', line: 1, column: 6 },
    ],
    [
      'a style attribute on html',
      '<html style="background: red"><body></body></html>',
      { code: 'html_root_style_not_allowed', element: 'html', line: 1, column: 7 },
    ],
    [
      'a style attribute on head',
      '<html>\n<head style="x">\n</head></html>',
      { code: 'html_root_style_not_allowed', element: 'head', line: 2, column: 7 },
    ],
    [
      'a style attribute on body',
      '<html><head></head>\n\n<body class="a" style="margin: 0"></body></html>',
      { code: 'html_root_style_not_allowed', element: 'body', line: 3, column: 17 },
    ],
    [
      'a style attribute on a second body tag (merged into body)',
      '<body><p>x</p><body style="margin:0"></body>',
      { code: 'html_root_style_not_allowed', element: 'body', line: 1, column: 21 },
    ],
    [
      'an event handler attribute',
      '<img src="x.png" onerror="alert(1)">',
      { code: 'html_inline_script_not_allowed', element: 'onerror', line: 1, column: 18 },
    ],
    [
      'a javascript: link',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      { code: 'html_inline_script_not_allowed', element: 'href', line: 1, column: 4 },
    ],
    [
      'an iframe document',
      '<iframe srcdoc="<script>1</script>"></iframe>',
      { code: 'html_inline_script_not_allowed', element: 'srcdoc', line: 1, column: 9 },
    ],
  ];

  it.each(rejected)('rejects %s, naming where', (_label, html, expected) => {
    expect(findHtmlViolations(html)[0]).toEqual(expected);
  });

  it('lists every violation in document order', () => {
    const html = '<html style="a"><head><style></style></head><body><script></script></body></html>';
    expect(findHtmlViolations(html).map((v) => v.code)).toEqual([
      'html_root_style_not_allowed',
      'html_style_element_not_allowed',
      'html_script_not_allowed',
    ]);
  });
});

describe('POST /api/auth/reports/html/check and the import on save', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
  });
  afterAll(() => ctx.close());

  function check(html: string, lang = 'en-US', token = world.tokens.admin) {
    return callRoute(ctx.app, reportRoutes.checkHtml, { token, lang, body: { html_content: html } });
  }

  it('answers ok for importable HTML', async () => {
    const res = await check('<p style="color: red">ok</p>');
    expect(res.statusCode).toBe(200);
    expect(res.data()).toEqual({ ok: true });
  });

  it('answers the catalogued 400 naming the rule and the place, in the caller language', async () => {
    const res = await check('<p>a</p>\n\n  <style>p{}</style>');
    expect(res.statusCode).toBe(400);
    expect(res.error()).toMatchObject({
      code: 'html_style_element_not_allowed',
      message: 'Styles must be inline (style attribute): <style> found at line 3, column 3.',
      errors: {
        html_content: ['Styles must be inline (style attribute): <style> found at line 3, column 3.'],
      },
    });
    const pt = await check('<body style="margin:0"></body>', 'pt-BR');
    expect(pt.error().code).toBe('html_root_style_not_allowed');
    expect(pt.error().message).toBe('O elemento <body> não pode ter estilos (linha 1, coluna 7).');
    const es = await check('<script></script>', 'es');
    expect(es.error().message).toContain('línea 1, columna 1');
  });

  it('refuses to store an HTML report that breaks a rule, and stores one that does not', async () => {
    const bad = await callRoute(ctx.app, reportRoutes.create, {
      token: world.tokens.admin,
      body: { kind: 'html', title: 'Bad', html_content: '<link rel="stylesheet" href="x.css"><p>x</p>' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().code).toBe('html_external_css_not_allowed');
    const good = await callRoute(ctx.app, reportRoutes.create, {
      token: world.tokens.admin,
      body: { kind: 'html', title: 'Good', html_content: '<p style="color:red">x</p>' },
    });
    expect(good.statusCode).toBe(201);
    const edit = await callRoute(ctx.app, reportRoutes.update, {
      token: world.tokens.admin,
      body: { title: 'Good', html_content: '<div onclick="x()">x</div>' },
      params: { id: good.data().id },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.error().code).toBe('html_inline_script_not_allowed');
  });

  it('is for admins only, and validates the body', async () => {
    expect((await check('<p></p>', 'en-US', world.tokens.user)).statusCode).toBe(403);
    const empty = await callRoute(ctx.app, reportRoutes.checkHtml, {
      token: world.tokens.admin,
      body: {} as never,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.error().errors ?? {})).toEqual(['html_content']);
  });
});
