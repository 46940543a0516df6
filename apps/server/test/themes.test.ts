import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { authRoutes, THEME_UPLOAD_MAX_BYTES, type TThemeInput, themeRoutes } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callRoute,
  createCompany,
  createTestContext,
  createUser,
  createWorld,
  signIn,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof createWorld>>;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createWorld(ctx);
  const other = await createCompany(ctx.db);
  const admin = await createUser(ctx.db, { profile: 'admin', companyId: other.id });
  otherToken = await signIn(ctx.app, admin.email);
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]).toString('base64');

const as = (token = world.tokens.admin) => ({ token, lang: 'en-US' });

/** Some of the bodies sent are ones the contract refuses, on purpose. */
const post = (body: unknown, token?: string) =>
  callRoute(ctx.app, themeRoutes.create, { ...as(token), body: body as TThemeInput });
const put = (id: number, body: unknown, token?: string) =>
  callRoute(ctx.app, themeRoutes.update, { ...as(token), params: { id }, body: body as TThemeInput });
const list = () => callRoute(ctx.app, themeRoutes.list, as());
const get = (id: number) => callRoute(ctx.app, themeRoutes.get, { ...as(), params: { id } });
const remove = (id: number) => callRoute(ctx.app, themeRoutes.remove, { ...as(), params: { id } });
const switchTo = (action: 'activate' | 'deactivate', id: number) =>
  callRoute(ctx.app, themeRoutes[action], { ...as(), params: { id } });
const activeFor = (token: string) => callRoute(ctx.app, themeRoutes.active, as(token));

async function create(body: Record<string, unknown>, token?: string) {
  const res = await post({ name: 'Brand', ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data();
}

describe('themes', () => {
  it('creates, lists, edits and deletes a theme of the unit', async () => {
    const theme = await create({
      colors: { login_background: '#112233', button: '#1864ab' },
      page_title: 'Acme BI',
    });
    const themes = await list();
    expect(themes.data().data).toEqual([expect.objectContaining({ id: theme.id, page_title: 'Acme BI' })]);
    const edited = await put(theme.id, {
      name: 'Brand 2',
      colors: { font: '#000000' },
    });
    expect(edited.data()).toMatchObject({ name: 'Brand 2', colors: { font: '#000000' }, page_title: null });
    expect((await remove(theme.id)).statusCode).toBe(200);
    expect((await get(theme.id)).statusCode).toBe(404);
  });

  it('answers 400 with field errors for a bad colour or a missing name', async () => {
    const res = await post({
      name: '',
      colors: { background: 'blue', card: '#12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'colors.background', 'colors.card']),
    );
  });

  it("answers 404 for another unit's theme, on every action", async () => {
    const theme = await create({}, otherToken);
    for (const [label, res] of [
      ['GET', await get(theme.id)],
      ['PUT', await put(theme.id, { name: 'x' })],
      ['DELETE', await remove(theme.id)],
      ['POST activate', await switchTo('activate', theme.id)],
    ] as const) {
      expect(res.statusCode, label).toBe(404);
    }
  });

  it('keeps one active theme per unit and serves it to the sign-in page of the unit host', async () => {
    const a = await create({ name: 'A', colors: { login_background: '#010203' }, page_title: 'A title' });
    const b = await create({ name: 'B', colors: { login_background: '#0a0b0c' } });
    expect((await switchTo('activate', a.id)).data().active).toBe(true);
    expect((await switchTo('activate', b.id)).data().active).toBe(true);
    const active = (await list()).data().data.filter((t: { active: boolean }) => t.active);
    expect(active.map((t: { id: number }) => t.id)).toEqual([b.id]);

    const host = `${world.company.subdomain}.mirante.test`;
    const site = await callRoute(ctx.app, authRoutes.siteTheme, { headers: { host } });
    expect(site.data().theme).toMatchObject({ id: b.id, colors: { login_background: '#0a0b0c' } });
    const platform = await callRoute(ctx.app, authRoutes.siteTheme, { headers: { host: 'mirante.test' } });
    expect(platform.data()).toEqual({ theme: null });

    // The unit's members get it for the layout; partners outside a unit get none.
    const forUser = await activeFor(world.tokens.user);
    expect(forUser.data().theme).toMatchObject({ id: b.id });
    const forPartner = await activeFor(world.tokens.master);
    expect(forPartner.data()).toEqual({ theme: null });

    await switchTo('deactivate', b.id);
    expect((await callRoute(ctx.app, authRoutes.siteTheme, { headers: { host } })).data()).toEqual({
      theme: null,
    });
  });

  it('stores pictures under random names and serves them from /storage', async () => {
    const theme = await create({ icon: { filename: 'logo.png', content_base64: PNG } });
    expect(theme.icon).toMatch(/^\/storage\/theme-[0-9a-f]{32}\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: theme.icon! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    // Removing the picture deletes the file.
    const name = theme.icon!.replace('/storage/', '');
    await put(theme.id, { name: 'Brand', icon: null });
    expect(existsSync(join(ctx.storageDir, name))).toBe(false);
  });

  it("keeps the unit's report icon (whitelabel iconReport) and gives it to the unit's members", async () => {
    const theme = await create({
      name: 'With report icon',
      icon_report: { filename: 'report.png', content_base64: PNG },
    });
    const path = (theme as { icon_report?: string | null }).icon_report;
    expect(path).toMatch(/^\/storage\/theme-[0-9a-f]{32}\.png$/);
    const file = await ctx.app.inject({ method: 'GET', url: path! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
    await switchTo('activate', theme.id);
    const forUser = await activeFor(world.tokens.user);
    expect(forUser.data().theme).toMatchObject({ id: theme.id, icon_report: path, icon: null });
    // Editing other fields keeps it; null removes it and its file.
    const kept = await put(theme.id, { name: 'Renamed' });
    expect(kept.data().icon_report).toBe(path);
    const bad = await put(theme.id, {
      name: 'Renamed',
      icon_report: { filename: 'x.svg', content_base64: Buffer.from('<svg/>').toString('base64') },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.error().errors ?? {})).toEqual(['icon_report']);
    const removed = await put(theme.id, { name: 'Renamed', icon_report: null });
    expect(removed.data().icon_report).toBeNull();
    expect(existsSync(join(ctx.storageDir, path!.replace('/storage/', '')))).toBe(false);
    await switchTo('deactivate', theme.id);
  });

  it('refuses pictures of the wrong type, content or size', async () => {
    const before = readdirSync(ctx.storageDir).length;
    const svg = await post({
      name: 'x',
      favicon: { filename: 'x.svg', content_base64: Buffer.from('<svg/>').toString('base64') },
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.error().errors?.favicon).toBeDefined();
    const fake = await post({
      name: 'x',
      icon: { filename: 'x.png', content_base64: Buffer.from('GIF89a not a png').toString('base64') },
    });
    expect(fake.statusCode).toBe(400);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(THEME_UPLOAD_MAX_BYTES)]).toString(
      'base64',
    );
    const tooBig = await post({
      name: 'x',
      icon: { filename: 'big.png', content_base64: PNG },
      background_image: { filename: 'big.png', content_base64: big },
    });
    expect(tooBig.statusCode).toBe(413);
    // The icon stored before the failure is removed again.
    expect(readdirSync(ctx.storageDir).length).toBe(before);
  });
});

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('refuses a button text that does not read on the button, naming the colour and both ratios', async () => {
    const before = (await list()).data().data.length;
    const res = await post({ name: 'Low', colors: { button: '#1b5e20', button_font: '#2e7d32' } });
    expect(res.statusCode).toBe(400);
    const body = res.error();
    expect(body.code).toBe('theme_contrast_too_low');
    expect(body.error_codes).toEqual({ 'colors.button_font': ['theme_color_contrast'] });
    expect(body.errors?.['colors.button_font']).toEqual([
      'Contrast 1.53:1 with #1b5e20: at least 4.5:1 is needed',
    ]);
    expect((await list()).data().data.length).toBe(before);
  });

  it('gives each failing colour its own ratio, in the language asked for', async () => {
    const res = await callRoute(ctx.app, themeRoutes.create, {
      token: world.tokens.admin,
      lang: 'pt-BR',
      body: { name: 'Low', colors: { font: '#777777', background: '#ffffff', forgot_password: '#ffe066' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.error().errors).toEqual({
      'colors.font': ['Contraste de 4.48:1 com #ffffff: é preciso no mínimo 4.5:1'],
      'colors.forgot_password': ['Contraste de 1.3:1 com #ffffff: é preciso no mínimo 4.5:1'],
    });
  });

  it('asks 3:1 of the button as a control on the cards', async () => {
    const res = await post({ name: 'Pale', colors: { button: '#a5d8ff' } });
    expect(res.statusCode).toBe(400);
    expect(res.error().error_codes).toEqual({ 'colors.button': ['theme_color_contrast'] });
    expect(res.error().errors?.['colors.button']?.[0]).toMatch(/at least 3:1 is needed$/);
  });

  it('refuses an edit that breaks the contrast and keeps the stored colours', async () => {
    const theme = await create({ name: 'Readable', colors: { card: '#ffffff', font: '#212529' } });
    const res = await put(theme.id, { name: 'Readable', colors: { card: '#ffffff', font: '#adb5bd' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.error().errors ?? {})).toEqual(['colors.font']);
    expect((await get(theme.id)).data().colors).toEqual({ card: '#ffffff', font: '#212529' });
  });

  it('stores colours that pass, on create and on edit', async () => {
    const colors = {
      background: '#f1f3f5',
      card: '#ffffff',
      font: '#1a1b1e',
      button: '#1b5e20',
      button_font: '#ffffff',
      group: '#0b7285',
      active_item: '#0f766e',
      active_item_font: '#fefce8',
      login_button: '#5f3dc4',
      forgot_password: '#5f3dc4',
    };
    const theme = await create({ name: 'Green', colors });
    expect((await get(theme.id)).data().colors).toEqual(colors);
    const edited = await put(theme.id, { name: 'Green', colors: { ...colors, button: '#0b7285' } });
    expect(edited.statusCode).toBe(200);
    expect((await get(theme.id)).data().colors.button).toBe('#0b7285');
  });
});
