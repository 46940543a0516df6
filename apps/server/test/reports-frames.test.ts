import {
  authRoutes,
  healthRoutes,
  playlistRoutes,
  reportViewRoutes,
  type TEmbedExternal,
  type TExternalFrame,
} from '@mirante/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistItems, playlists, reports } from '../src/db/schema';
import {
  ancestorSourceMatches,
  FrameChecker,
  framingAllowed,
} from '../src/modules/reports/reports-frame-check.service';
import { isPrivateAddress } from '../src/platform/addresses';
import { sealFrameTicket } from '../src/modules/reports/reports-external-frame.service';
import { call, createTestContext, createWorld, type TestContext, callRoute } from './helpers';

/** The frame of an external link's embed answer (asked with `frame: true`). */
function frameOf(res: { data(): unknown }): TExternalFrame {
  const { frame } = res.data() as TEmbedExternal;
  if (!frame) throw new Error('The answer has no frame');
  return frame;
}

/**
 * External links on screens: the server asks the site whether the portal may frame it, answers
 * with the portal's own frame page (whose policy lets in that link's origins only) or with a card
 * and a QR code, and never opens framing to any other site.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
/** Sites on loopback: one answering per path with the headers a test wants. */
let site: Server;
let siteUrl: string;
/** A second origin, where the first one redirects. */
let other: Server;
let otherUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>landed</p>');
  });
  otherUrl = await listen(other);
  site = createServer((req, res) => {
    const headers: Record<string, string> = { 'content-type': 'text/html' };
    if (req.url === '/deny') headers['x-frame-options'] = 'DENY';
    if (req.url === '/sameorigin') headers['x-frame-options'] = 'SAMEORIGIN';
    if (req.url === '/ancestors-none')
      headers['content-security-policy'] = "default-src 'self'; frame-ancestors 'none'";
    if (req.url === '/ancestors-portal') {
      headers['content-security-policy'] = 'frame-ancestors http://localhost:80';
      // frame-ancestors wins over X-Frame-Options, as in browsers.
      headers['x-frame-options'] = 'DENY';
    }
    if (req.url === '/broken') return res.writeHead(500, headers).end('oops');
    if (req.url === '/moved') return res.writeHead(302, { location: `${otherUrl}/landing` }).end();
    res.writeHead(200, headers).end('<p>dashboard</p>');
  });
  siteUrl = await listen(site);
  // The sites are on loopback: this server may check private addresses (MIRANTE_FRAME_CHECK_PRIVATE).
  ctx = await createTestContext({ frameCheckPrivate: true });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
  site.close();
  other.close();
});

async function externalReport(url: string, title = 'Wall board') {
  const [row] = await ctx.db
    .insert(reports)
    .values({ companyId: world.company.id, kind: 'external', title, externalUrl: url })
    .returning({ id: reports.id });
  return row!.id;
}

function embed(reportId: number, frame?: boolean, token = world.tokens.admin) {
  return callRoute(ctx.app, reportViewRoutes.embed, {
    token,
    body: frame === undefined ? { reportId } : { reportId, frame },
  });
}

describe('external links in frames', () => {
  it('answers without a frame unless one is asked for (the external-report page)', async () => {
    const id = await externalReport(`${siteUrl}/ok`);
    const res = await embed(id);
    expect(res.statusCode).toBe(200);
    expect(res.data()).toMatchObject({ kind: 'external', url: `${siteUrl}/ok` });
    expect((res.data() as TEmbedExternal).frame).toBeUndefined();
  });

  it('frames a site that allows it in the portal frame page, whose policy lets in that origin only', async () => {
    const id = await externalReport(`${siteUrl}/ok?x="1"&y=<b>`, 'Sales <wall>');
    const res = await embed(id, true);
    expect(res.statusCode).toBe(200);
    const frame = frameOf(res);
    expect(frame).toMatchObject({ blocked: null, qr_svg: null });
    expect(frame.src).toMatch(/^\/api\/report_view\/frame\?ticket=/);

    // The frame page is public (a frame sends no bearer): its sealed ticket is the key.
    // Raw: the page is opened at the very address the answer hands out.
    const page = await call(ctx.app, { method: 'GET', url: String(frame.src) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-src ${siteUrl}`);
    expect(csp).not.toMatch(/frame-src[^;]*\*/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.body).toContain(`src="${siteUrl}/ok?x=&quot;1&quot;&amp;y=&lt;b&gt;"`);
    expect(page.body).toContain('title="Sales &lt;wall&gt;"');
    expect(page.body).not.toContain('<b>');

    // The app's own pages still frame only themselves and Power BI.
    const app = await callRoute(ctx.app, healthRoutes.get, {});
    expect(String(app.headers['content-security-policy'])).not.toContain(siteUrl);
  });

  it('follows redirects and lets in every origin on the way', async () => {
    const id = await externalReport(`${siteUrl}/moved`);
    const frame = frameOf(await embed(id, true));
    expect(frame.blocked).toBeNull();
    // Raw: the page at the address the answer hands out.
    const page = await call(ctx.app, { method: 'GET', url: String(frame.src) });
    expect(String(page.headers['content-security-policy'])).toContain(`frame-src ${siteUrl} ${otherUrl}`);
  });

  it('shows a card with a QR code when the site refuses framing', async () => {
    for (const path of ['/deny', '/sameorigin', '/ancestors-none']) {
      const id = await externalReport(`${siteUrl}${path}`);
      const frame = frameOf(await embed(id, true));
      expect(frame, path).toMatchObject({ src: null, blocked: 'refused' });
      expect(frame.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    }
    // frame-ancestors naming the portal's origin lets it in, X-Frame-Options notwithstanding.
    const id = await externalReport(`${siteUrl}/ancestors-portal`);
    expect(frameOf(await embed(id, true)).blocked).toBeNull();
  });

  it('shows the card when the site cannot be checked', async () => {
    const closed = createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    for (const url of [`${siteUrl}/broken`, `${closedUrl}/gone`]) {
      const id = await externalReport(url);
      const frame = frameOf(await embed(id, true));
      expect(frame, url).toMatchObject({ src: null, blocked: 'unreachable' });
      expect(frame.qr_svg).toContain('<svg');
    }
  });

  it('refuses forged, altered and expired tickets', async () => {
    const forged = await callRoute(ctx.app, reportViewRoutes.externalFrame, {
      query: { ticket: 'v1.a.b.c' },
    });
    expect(forged.statusCode).toBe(404);
    const expired = sealFrameTicket(
      ctx.secretBox,
      { url: 'https://evil.example/', origins: ['https://evil.example'], title: 'x' },
      Date.now() - 11 * 60_000,
    );
    const late = await callRoute(ctx.app, reportViewRoutes.externalFrame, { query: { ticket: expired } });
    expect(late.statusCode).toBe(404);
    const id = await externalReport(`${siteUrl}/ok`);
    const frame = frameOf(await embed(id, true));
    const ticket = decodeURIComponent(String(frame.src).split('ticket=')[1] ?? '');
    // The character before the last is wholly part of the seal (the last may carry spare bits).
    const swapped = ticket.at(-2) === 'A' ? 'B' : 'A';
    const altered = `${ticket.slice(0, -2)}${swapped}${ticket.slice(-1)}`;
    expect(altered).not.toBe(ticket);
    const tampered = await callRoute(ctx.app, reportViewRoutes.externalFrame, { query: { ticket: altered } });
    expect(tampered.statusCode).toBe(404);
    const noTicket = await callRoute(ctx.app, reportViewRoutes.externalFrame, { query: {} as never });
    expect(noTicket.statusCode).toBe(400);
  });

  it('gives a TV screen the frame of its playlist’s external link', async () => {
    const id = await externalReport(`${siteUrl}/ok`, 'TV link');
    const [playlist] = await ctx.db
      .insert(playlists)
      .values({ companyId: world.company.id, name: 'Frames', updateSeconds: 10 })
      .returning({ id: playlists.id });
    await ctx.db
      .insert(playlistItems)
      .values({ companyId: world.company.id, playlistId: playlist!.id, reportId: id, position: 0 });
    const device = await callRoute(ctx.app, playlistRoutes.addDevice, {
      token: world.tokens.admin,
      params: { id: playlist!.id },
      body: { name: 'Wall' },
    });
    const login = await callRoute(ctx.app, authRoutes.playlistLogin, {
      body: { token: device.data().token },
    });
    const res = await embed(id, true, login.data().token);
    expect(res.statusCode).toBe(200);
    expect(frameOf(res).src).toMatch(/^\/api\/report_view\/frame\?ticket=/);
  });
});

describe('the frame check', () => {
  const portal = new URL('https://acme.mirante.app');
  const page = new URL('https://bi.example.com/board');

  it('reads frame-ancestors as browsers do', () => {
    expect(ancestorSourceMatches('*', portal, page)).toBe(true);
    expect(ancestorSourceMatches("'self'", portal, page)).toBe(false);
    expect(ancestorSourceMatches("'self'", portal, new URL('https://acme.mirante.app/x'))).toBe(true);
    expect(ancestorSourceMatches("'none'", portal, page)).toBe(false);
    expect(ancestorSourceMatches('https:', portal, page)).toBe(true);
    expect(ancestorSourceMatches('https://*.mirante.app', portal, page)).toBe(true);
    expect(ancestorSourceMatches('*.mirante.app', portal, page)).toBe(true);
    expect(ancestorSourceMatches('https://mirante.app', portal, page)).toBe(false);
    expect(ancestorSourceMatches('https://acme.mirante.app:8443', portal, page)).toBe(false);
    expect(ancestorSourceMatches('https://acme.mirante.app:*', portal, page)).toBe(true);
    expect(ancestorSourceMatches('http://acme.mirante.app', portal, page)).toBe(true);
    expect(ancestorSourceMatches('https://other.app', portal, page)).toBe(false);
  });

  it('lets frame-ancestors decide over X-Frame-Options, and every policy count', () => {
    const decide = (csp: string[], xfo: string[]) =>
      framingAllowed({ page, portal, contentSecurityPolicy: csp, xFrameOptions: xfo });
    expect(decide([], [])).toBe(true);
    expect(decide([], ['DENY'])).toBe(false);
    expect(decide([], ['sameorigin'])).toBe(false);
    expect(decide([], ['SAMEORIGIN, ALLOWALL'])).toBe(false);
    expect(decide([], ['ALLOW-FROM https://acme.mirante.app'])).toBe(true);
    expect(decide(['frame-ancestors https://acme.mirante.app'], ['DENY'])).toBe(true);
    expect(decide(["frame-ancestors 'self'"], [])).toBe(false);
    expect(decide(['frame-ancestors *', "frame-ancestors 'none'"], [])).toBe(false);
    expect(decide(["default-src 'self'"], [])).toBe(true);
  });

  it('never shows plain HTTP inside an HTTPS portal, nor checks private addresses unless allowed', async () => {
    const checker = new FrameChecker({ allowPrivateNetworks: false, timeoutMs: 2_000 });
    expect(await checker.check('http://bi.example.com/', 'https://acme.mirante.app')).toEqual({
      framable: false,
      blocked: 'insecure',
    });
    expect(await checker.check(`${siteUrl}/ok`, 'http://localhost')).toEqual({
      framable: false,
      blocked: 'unreachable',
    });
    expect(await checker.check('http://localhost:1/', 'http://localhost')).toEqual({
      framable: false,
      blocked: 'unreachable',
    });
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '169.254.169.254',
      '::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '2606:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
