// A playlist left running on a screen: the JavaScript heap after 1,000 more slide changes against
// the heap after a warm-up of 100, in Chromium with the Power BI emulator (the demo unit's playlist
// of its first reports, moved on with the slideshow's Next button as fast as the slides show). The
// warm-up lets the engine compile the code the slides run (compiled code counts in the heap and
// grows over the first hundred changes whatever the page keeps); the heap every 100 changes after
// it shows whether anything grows with the changes.
//   npm run browser -w @mirante/bench   PLAYLIST_CHANGES (default 1000), PLAYLIST_WARM_UP (100)
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { BENCH_PASSWORD, launchChromium, waitFor, writeResults } from './lib';

const PASSWORD = BENCH_PASSWORD;
const PORT = Number(process.env.PLAYLIST_PORT ?? 8198);
const CHANGES = Number(process.env.PLAYLIST_CHANGES ?? 1000);
const WARM_UP = Number(process.env.PLAYLIST_WARM_UP ?? 100);
const root = resolve(import.meta.dirname, '..');
let server: ChildProcess | undefined;

try {
  server = spawn(process.execPath, [resolve(root, 'apps/server/scripts/serve-fresh.mjs')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      MIRANTE_DEMO_PASSWORD: PASSWORD,
      // The demo's Power BI reports come from the emulator, on PostgreSQL as on the embedded database.
      MIRANTE_PROVIDER_EMULATOR: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  await waitFor(`${base}/api/health`, 300_000);
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'en-US'));
  await page.goto(`${base}/signin`);
  await page.getByLabel('E-mail').fill('admin@demo.mirante.local');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // The app's calls carry the session's bearer token: the bench's own calls take it from them.
  let authorization = '';
  page.on('request', (request) => {
    authorization ||= request.headers().authorization ?? '';
  });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('a.mantine-Card-root').first().waitFor({ state: 'visible', timeout: 30_000 });
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${base}/api${path}`, { headers: { authorization } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };

  // The demo unit's playlist with the most slides.
  const list = await get<{ data: { id: number }[] }>('/auth/playlists?page=1&per_page=50');
  let playlist: { id: number; slides: number; powerbi: number } | undefined;
  for (const { id } of list.data) {
    const view = await get<{ slides: { kind: string }[] }>(`/auth/playlists/${id}/view`);
    const powerbi = view.slides.filter((s) => s.kind === 'powerbi').length;
    if (!playlist || view.slides.length > playlist.slides)
      playlist = { id, slides: view.slides.length, powerbi };
  }
  if (!playlist || playlist.slides < 2 || playlist.powerbi < 1) throw new Error('no demo playlist to play');

  await page.goto(`${base}/${playlist.id}/playlist/view`);
  const next = page.getByRole('button', { name: 'Next' });
  await next.waitFor();
  const cdp = await page.context().newCDPSession(page);
  async function heap(): Promise<number> {
    for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize;
  }
  const counter = page.locator('p[aria-live="polite"]');
  const shown = page.locator(
    '[data-testid="playlist-frame"][data-active="true"] :is([data-embed-state="rendered"], [data-testid="report-embed-html"], [data-testid="report-embed-external"])',
  );
  async function change(): Promise<void> {
    const before = await counter.textContent();
    await next.click();
    await page.waitForFunction(
      (text) => document.querySelector('p[aria-live="polite"]')?.textContent !== text,
      before,
    );
    // The slide shows (a report that never does is left after a while, as on a screen).
    await shown
      .first()
      .waitFor({ timeout: 500 })
      .catch(() => undefined);
  }

  const startedAt = Date.now();
  for (let i = 0; i < WARM_UP; i += 1) await change();
  const warm = await heap();
  const series: number[] = [];
  for (let i = 1; i <= CHANGES; i += 1) {
    await change();
    if (i % 100 === 0 && i < CHANGES) series.push(await heap());
  }
  const after = await heap();
  series.push(after);
  const minutes = (Date.now() - startedAt) / 60_000;
  await browser.close();

  const ratio = after / warm;
  console.log(
    `\nPlaylist ${new Date().toISOString()}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, ${playlist.slides} slides (${playlist.powerbi} Power BI), ${minutes.toFixed(1)} min`,
  );
  const table = [
    '| measure | value | target |',
    '|---|---:|---|',
    `| playlist, JavaScript heap after a warm-up of ${WARM_UP} changes → after ${CHANGES} more | ${(warm / 1e6).toFixed(1)} → ${(after / 1e6).toFixed(1)} MB (${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %) | ≤ +10 %: ${ratio <= 1.1 ? 'met' : 'not met'} |`,
    `| the heap every 100 of those changes, MB | ${series.map((h) => (h / 1e6).toFixed(1)).join(', ')} | |`,
  ];
  console.log(table.join('\n'));
  writeResults(
    'playlist-heap',
    `Playlist in Chromium, ${playlist.slides} slides (${playlist.powerbi} Power BI), ${minutes.toFixed(1)} min`,
    table,
  );
} finally {
  server?.kill('SIGTERM');
}
