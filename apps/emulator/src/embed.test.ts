import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePowerBiToEmulator } from './playwright-route';
import { DATASET_IDS, REPORT_IDS, RLS_ROLES, rowsForRoles, WORKSPACE_IDS } from './seed-data';
import { bearer, startEmulator } from './test-support';

// The real powerbi-client drives the emulated report host page in Chromium: the host page below
// embeds https://app.powerbi.com/reportEmbed?..., which the browser context routes to the emulator.
const require = createRequire(import.meta.url);
const POWERBI_JS = readFileSync(require.resolve('powerbi-client/dist/powerbi.js'), 'utf8');
const HOST = `<!doctype html><html><body>
<div id="a" style="width:900px;height:620px"></div><div id="b" style="width:900px;height:620px"></div>
<script src="/powerbi.js"></script>
<script>
  window.events = [];
  window.reports = {};
  window.embedInto = function (id, config) {
    var el = document.getElementById(id);
    powerbi.reset(el);
    var report = powerbi.embed(el, Object.assign({ type: 'report', tokenType: 1 }, config));
    ['loaded', 'rendered', 'error', 'pageChanged'].forEach(function (name) {
      report.on(name, function (e) {
        var d = e.detail;
        window.events.push({ id: id, name: name, detail: name === 'pageChanged' ? { page: d.newPage.name } : d });
      });
    });
    window.reports[id] = report;
  };
  // The frame opened before the report is known, then reports loaded into it one after another.
  window.bootstrapInto = function (id) {
    var el = document.getElementById(id);
    powerbi.reset(el);
    powerbi.bootstrap(el, { type: 'report' });
    window.frames0 = el.querySelector('iframe');
  };
  window.loadInto = function (id, config) {
    var el = document.getElementById(id);
    // powerbi-client drops a /report/load sent within 100 ms of the previous one on the same
    // frame; a host moving to the next report (as the portal does) clears that mark first.
    if (el.powerBiEmbed) el.powerBiEmbed.lastLoadRequest = undefined;
    var report = powerbi.embed(el, Object.assign({ type: 'report', tokenType: 1 }, config));
    report.off('rendered');
    report.on('rendered', function () { window.events.push({ id: id, name: 'rendered', detail: null }); });
    window.reports[id] = report;
    return el.querySelector('iframe') === window.frames0;
  };
</script></body></html>`;

const { app, handle } = await startEmulator({ embedBase: 'https://app.powerbi.com', transitionMs: 50 });
app.get('/host.html', async (_req, reply) => reply.type('text/html').send(HOST));
app.get('/powerbi.js', async (_req, reply) => reply.type('application/javascript').send(POWERBI_JS));
let origin: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let auth: string;

beforeAll(async () => {
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  auth = await bearer(app, 'powerbi');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context = await browser.newContext();
  await routePowerBiToEmulator(context, origin);
  page = await context.newPage();
  await page.goto(`${origin}/host.html`);
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await app.close();
});

async function embedToken(reportId: string, datasetId: string, roles?: string[]): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/powerbi/v1.0/myorg/GenerateToken',
    headers: { authorization: auth },
    payload: {
      datasets: [{ id: datasetId }],
      reports: [{ id: reportId }],
      ...(roles ? { identities: [{ username: 'someone@acme.test', roles, datasets: [datasetId] }] } : {}),
    },
  });
  return res.json().token;
}

const embedUrl = (reportId: string, groupId: string) =>
  `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${groupId}`;

async function embed(id: 'a' | 'b', reportId: string, groupId: string, accessToken: string, settings = {}) {
  await page.evaluate(
    ([id, config]) => {
      (globalThis as unknown as { events: unknown[] }).events = (
        globalThis as unknown as { events: { id: string }[] }
      ).events.filter((e) => e.id !== id);
      (globalThis as unknown as { embedInto: (id: string, c: object) => void }).embedInto(id, config);
    },
    [id, { id: reportId, embedUrl: embedUrl(reportId, groupId), accessToken, settings }] as const,
  );
}

type HostEvent = { id: string; name: string; detail: { message?: string; page?: string } | null };
async function waitForEvent(id: string, name: string, match: (e: HostEvent) => boolean = () => true) {
  const deadline = Date.now() + 8000;
  for (;;) {
    const list = (await page.evaluate(
      ([id, name]) =>
        (globalThis as unknown as { events: HostEvent[] }).events.filter(
          (e) => e.id === id && e.name === name,
        ),
      [id, name] as const,
    )) as HostEvent[];
    const found = list.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${name} event on ${id}: ${JSON.stringify(list)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function frameOf(id: 'a' | 'b'): Promise<Frame> {
  const frame = await (await page.$(`#${id} iframe`))?.contentFrame();
  if (!frame) throw new Error(`no frame in #${id}`);
  return frame;
}

const call = <T>(id: string, fn: string, ...args: unknown[]) =>
  page.evaluate(
    ([id, fn, args]) => {
      const report = (
        globalThis as unknown as { reports: Record<string, Record<string, (...a: unknown[]) => unknown>> }
      ).reports[id as string]!;
      return Promise.resolve(report[fn as string]!(...(args as unknown[]))).then(
        (value) => JSON.parse(JSON.stringify(value ?? null, (k, v) => (k === 'report' ? undefined : v))),
        (error) => ({ rejected: error }),
      );
    },
    [id, fn, args] as const,
  ) as Promise<T>;

const revenue = (roles: string[]) =>
  rowsForRoles(DATASET_IDS.sales, roles).reduce((sum, row) => sum + row.revenue, 0);

describe('embed page assets', () => {
  it('names its script and stylesheet by content, and lets browsers keep them', async () => {
    const page = await app.inject({ method: 'GET', url: '/embed/reportEmbed' });
    expect(page.headers['cache-control']).toBe('private, max-age=300');
    const script = /<script src="(embed\.js\?v=[\w-]{12})">/.exec(page.body)?.[1];
    const styles = /<link rel="stylesheet" href="(embed\.css\?v=[\w-]{12})">/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    expect(styles).toBeDefined();
    for (const asset of [script, styles]) {
      const res = await app.inject({ method: 'GET', url: `/embed/${asset}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('embed page with the real powerbi-client', () => {
  it('loads and renders, applying the RLS roles of each embed token', async () => {
    const north = await embedToken(REPORT_IDS.salesOverview, DATASET_IDS.sales, [RLS_ROLES.north]);
    const south = await embedToken(REPORT_IDS.salesOverview, DATASET_IDS.sales, [RLS_ROLES.south]);
    await embed('a', REPORT_IDS.salesOverview, WORKSPACE_IDS.commercial, north);
    await embed('b', REPORT_IDS.salesOverview, WORKSPACE_IDS.commercial, south, {
      navContentPaneEnabled: false,
      filterPaneEnabled: false,
      visualSettings: { visualHeaders: [{ settings: { visible: false } }] },
    });
    await waitForEvent('a', 'loaded');
    await waitForEvent('a', 'rendered');
    await waitForEvent('b', 'rendered');
    const a = await frameOf('a');
    const b = await frameOf('b');
    await expect
      .poll(() => a.getAttribute('[data-testid="kpi-revenue"]', 'data-value'))
      .toBe(String(revenue(['North'])));
    await expect
      .poll(() => b.getAttribute('[data-testid="kpi-revenue"]', 'data-value'))
      .toBe(String(revenue(['South'])));
    expect(revenue(['North'])).not.toBe(revenue(['South']));
    expect(await a.locator('[data-testid="page-tabs"]').count()).toBe(1);
    expect(await b.locator('[data-testid="page-tabs"]').count()).toBe(0);
    expect(await a.locator('[data-testid="filter-pane"]').count()).toBe(1);
    expect(await b.locator('[data-testid="filter-pane"]').count()).toBe(0);
    expect(await a.locator('[data-testid="visual-header"]').count()).toBe(1);
    expect(await b.locator('[data-testid="visual-header"]').count()).toBe(0);
    await page.screenshot({ path: '/tmp/emulator-embed.png' });
  }, 15_000);

  it('lists pages and changes the active page with a pageChanged event', async () => {
    const pages = await call<{ name: string; displayName: string; isActive: boolean }[]>('a', 'getPages');
    expect(pages.map((p) => [p.name, p.displayName, p.isActive])).toEqual([
      ['ReportSection1', 'Overview', true],
      ['ReportSection2', 'By region', false],
      ['ReportSection3', 'By product', false],
    ]);
    await call('a', 'setPage', 'ReportSection3');
    await waitForEvent('a', 'pageChanged', (e) => e.detail?.page === 'ReportSection3');
    await expect
      .poll(async () => (await frameOf('a')).textContent('[data-testid="page-title"]'))
      .toBe('By product');
    expect(await (await frameOf('a')).locator('[data-testid="visual-table"]').count()).toBe(1);
    const bad = await call<{ rejected?: { message: string } }>('a', 'setPage', 'Nope');
    expect(bad.rejected?.message).toBe('PageNotFound');
  });

  it('applies and reports filters', async () => {
    const filter = {
      $schema: 'http://powerbi.com/product/schema#basic',
      target: { table: 'Sales', column: 'product' },
      operator: 'In',
      values: ['Alpha'],
      filterType: 1,
    };
    await call('b', 'setFilters', [filter]);
    const filters = await call<unknown[]>('b', 'getFilters');
    expect(filters).toEqual([filter]);
    const expected = rowsForRoles(DATASET_IDS.sales, ['South'])
      .filter((r) => r.product === 'Alpha')
      .reduce((sum, r) => sum + r.revenue, 0);
    await expect
      .poll(async () => (await frameOf('b')).getAttribute('[data-testid="kpi-revenue"]', 'data-value'))
      .toBe(String(expected));
    await call('b', 'removeFilters');
    await expect
      .poll(async () => (await frameOf('b')).getAttribute('[data-testid="kpi-revenue"]', 'data-value'))
      .toBe(String(revenue(['South'])));
  });

  it('takes a new token with setAccessToken and refuses a forged one', async () => {
    const fresh = await embedToken(REPORT_IDS.salesOverview, DATASET_IDS.sales, [RLS_ROLES.north]);
    expect(await call('a', 'setAccessToken', fresh)).toBeNull();
    const forged = await call<{ rejected?: { message: string } }>('a', 'setAccessToken', 'forged.token');
    expect(forged.rejected?.message).toBe('InvalidAccessToken');
  });

  it('raises TokenExpired when the embed token lapses, and recovers with a new token', async () => {
    const short = handle.issueEmbedToken({
      reports: [{ id: REPORT_IDS.operations, allowEdit: false }],
      datasets: [DATASET_IDS.operations],
      workspaces: [],
      identities: [],
      lifetimeSeconds: 2,
    });
    await embed('a', REPORT_IDS.operations, WORKSPACE_IDS.operations, short);
    const error = await waitForEvent('a', 'error');
    expect(error.detail?.message).toBe('TokenExpired');
    await expect
      .poll(async () => (await frameOf('a')).getAttribute('[data-testid="embed-error"]', 'data-code'))
      .toBe('TokenExpired');
    const fresh = await embedToken(REPORT_IDS.operations, DATASET_IDS.operations);
    expect(await call('a', 'setAccessToken', fresh)).toBeNull();
    await expect
      .poll(async () => (await frameOf('a')).locator('[data-testid="kpi-revenue"]').count())
      .toBe(1);
  }, 15_000);

  it('loads reports one after another into one bootstrapped frame', async () => {
    await page.evaluate(() =>
      (globalThis as unknown as { bootstrapInto: (id: string) => void }).bootstrapInto('a'),
    );
    const load = (reportId: string, groupId: string, accessToken: string) =>
      page.evaluate(
        ([config]) => {
          const host = globalThis as unknown as {
            events: { id: string }[];
            loadInto: (id: string, c: object) => boolean;
          };
          host.events = host.events.filter((e) => e.id !== 'a');
          return host.loadInto('a', config);
        },
        [{ id: reportId, embedUrl: embedUrl(reportId, groupId), accessToken }] as const,
      );
    const sales = await embedToken(REPORT_IDS.salesOverview, DATASET_IDS.sales, [RLS_ROLES.north]);
    expect(await load(REPORT_IDS.salesOverview, WORKSPACE_IDS.commercial, sales)).toBe(true);
    await waitForEvent('a', 'rendered');
    expect(await (await frameOf('a')).textContent('[data-testid="report-title"]')).toBe('Sales overview');
    const operations = await embedToken(REPORT_IDS.operations, DATASET_IDS.operations);
    expect(await load(REPORT_IDS.operations, WORKSPACE_IDS.operations, operations)).toBe(true);
    await waitForEvent('a', 'rendered');
    await expect
      .poll(async () => (await frameOf('a')).textContent('[data-testid="report-title"]'))
      .not.toBe('Sales overview');
    const pages = await call<{ name: string }[]>('a', 'getPages');
    expect(pages.length).toBeGreaterThan(0);
  }, 15_000);

  it('raises CapacityNotActive while the capacity is paused and shows the report once it runs', async () => {
    const capacity = handle.state.capacities[0]!;
    capacity.state = 'Paused';
    const token = await embedToken(REPORT_IDS.regional, DATASET_IDS.sales, [RLS_ROLES.north]);
    await embed('b', REPORT_IDS.regional, WORKSPACE_IDS.commercial, token);
    const error = await waitForEvent('b', 'error');
    expect(error.detail?.message).toBe('CapacityNotActive');
    capacity.state = 'Succeeded';
    await waitForEvent('b', 'loaded');
    await waitForEvent('b', 'rendered');
    expect(await (await frameOf('b')).textContent('[data-testid="report-title"]')).toBe(
      'Regional performance',
    );
  }, 15_000);
});
