import {
  notificationRoutes,
  reportRoutes,
  notificationTemplateRoutes as templates,
  type TSaveTemplateRequest,
} from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationTemplates, users } from '../src/db/schema';
import { noticeOpenedMaintenanceWindows } from '../src/modules/notifications/notifications.service';
import { callRoute } from './helpers';
import {
  allowCreateNotifications,
  callAs,
  ctx,
  grantReport,
  inbox,
  other,
  send,
  useNotificationWorld,
  world,
} from './notifications-fixtures';

useNotificationWorld();

/** Adds a template, or edits it when an id is given; the body goes as written. */
function save(
  token: string,
  body: Record<string, unknown>,
  id?: number,
  query: { company_id?: number } = {},
) {
  const input = body as TSaveTemplateRequest;
  return id
    ? callAs(token, templates.update, { params: { id }, query, body: input })
    : callAs(token, templates.create, { query, body: input });
}

async function report(title: string, token = world.tokens.admin) {
  const res = await callRoute(ctx.app, reportRoutes.create, {
    token,
    body: { kind: 'external', title, external_url: 'https://bi.example.com/x' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data();
}

describe('notification templates', () => {
  it('keeps named templates per unit with texts per language, and sends them in each language', async () => {
    const created = await save(world.tokens.admin, {
      name: 'Welcome',
      texts: {
        'pt-BR': { subject: 'Bem-vindo, {{ user_name }}', body: '<p>Olá {{ user_name }}, da {{ unit }}</p>' },
        'en-US': { subject: 'Welcome, {{ user_name }}', body: '<p>Hi {{ user_name }} of {{ unit }}</p>' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.data();
    const [stored] = await ctx.db
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.id, template.id));
    expect(stored).toMatchObject({ companyId: world.company.id, name: 'Welcome' });

    await ctx.db.update(users).set({ language: 'en-US' }).where(eq(users.id, world.users.user.id));
    const sent = await send(world.tokens.admin, { template_id: template.id, audience: { kind: 'all' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const mine = (await inbox(world.tokens.user)).data[0]!;
    expect(mine.subject).toBe(`Welcome, ${world.users.user.name}`);
    const admins = (await inbox(world.tokens.admin)).data[0]!;
    expect(admins.subject).toBe(`Bem-vindo, ${world.users.admin.name}`);

    const list = await callAs(world.tokens.admin, templates.list, { query: { search: 'welc' } });
    expect(list.data().total).toBe(1);
    expect((await callAs(other.adminToken, templates.list, {})).data().total).toBe(0);
  });

  it('edits, refuses duplicate names and broken templates, and deletes', async () => {
    const t = (
      await save(world.tokens.admin, { name: 'Edit me', texts: { es: { subject: 'Hola', body: 'x' } } })
    ).data();
    const edited = await save(
      world.tokens.admin,
      { name: 'Edited', texts: { es: { subject: 'Hola {{ unit }}', body: 'y' } } },
      t.id,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.data().texts.es?.subject).toBe('Hola {{ unit }}');
    const dup = await save(world.tokens.admin, {
      name: 'WELCOME',
      texts: { es: { subject: 'a', body: 'b' } },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.error().errors?.name).toBeDefined();
    const broken = await save(world.tokens.admin, {
      name: 'Broken',
      texts: { es: { subject: 'a', body: '{{ x | nope }}' } },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.error().code).toBe('notification_template_invalid');
    const noTexts = await save(world.tokens.admin, { name: 'Empty', texts: {} });
    expect(noTexts.statusCode).toBe(400);
    expect(Object.keys(noTexts.error().errors ?? {})).toContain('texts');
    const removed = await callAs(world.tokens.admin, templates.remove, { params: { id: t.id } });
    expect(removed.statusCode).toBe(200);
    expect((await callAs(world.tokens.admin, templates.get, { params: { id: t.id } })).statusCode).toBe(404);
  });

  it('never reads files or runs code from a template', async () => {
    const res = await callAs(world.tokens.admin, templates.preview, {
      body: { subject: '{{ user_name.constructor }}', body: '{% include "/etc/passwd" %}' },
    });
    expect(res.statusCode).toBe(400);
    const ok = await callAs(world.tokens.admin, templates.preview, {
      body: { subject: 'Hi {{ user_name }}{{ user_name.constructor }}', body: '<p>{{ unit | upcase }}</p>' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data()).toEqual({
      subject: `Hi ${world.users.admin.name}`,
      body: `<p>${world.company.name.toUpperCase()}</p>`,
    });
  });

  it('keeps templates to admins and the partner; other units get 404', async () => {
    expect(
      (await save(world.tokens.user, { name: 'x', texts: { es: { subject: 'a', body: 'b' } } })).statusCode,
    ).toBe(403);
    expect((await callAs(world.tokens.user, templates.list, {})).statusCode).toBe(403);
    await allowCreateNotifications(world.users.user.id);
    expect((await callAs(world.tokens.user, templates.list, {})).statusCode).toBe(200);
    await allowCreateNotifications(world.users.user.id, false);
    expect((await callAs(world.tokens.a2m, templates.list, {})).statusCode).toBe(403);
    const partner = await save(
      world.tokens.master,
      { name: 'By partner', texts: { es: { subject: 'a', body: 'b' } } },
      undefined,
      { company_id: world.company.id },
    );
    expect(partner.statusCode, partner.body).toBe(201);
    const theirs = (
      await save(other.adminToken, { name: 'Theirs', texts: { es: { subject: 'a', body: 'b' } } })
    ).data();
    expect((await callAs(world.tokens.admin, templates.get, { params: { id: theirs.id } })).statusCode).toBe(
      404,
    );
    expect(
      (
        await save(
          world.tokens.admin,
          { name: 'Mine', texts: { es: { subject: 'a', body: 'b' } } },
          theirs.id,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await callAs(world.tokens.admin, templates.remove, { params: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect(
      (await send(world.tokens.admin, { template_id: theirs.id, audience: { kind: 'all' } })).statusCode,
    ).toBe(404);
  });
});

describe('users by report, reports by user and maintenance notices', () => {
  it('lists who may open a report and what a member may open', async () => {
    const granted = await report('Sales board');
    const hidden = await report('Admins board');
    await grantReport(world.company.id, granted.id, world.users.user.id);
    const usersOf = (token: string, id: number) =>
      callAs(token, notificationRoutes.reportUsers, { params: { id } });
    const audience = await usersOf(world.tokens.admin, granted.id);
    expect(audience.statusCode).toBe(200);
    expect(
      audience
        .data()
        .data.map((u) => u.id)
        .sort(),
    ).toEqual([world.users.admin.id, world.users.user.id].sort());
    const onlyAdmin = await usersOf(world.tokens.admin, hidden.id);
    expect(onlyAdmin.data().data.map((u) => u.id)).toEqual([world.users.admin.id]);
    const reports = await callAs(world.tokens.admin, notificationRoutes.userReports, {
      params: { id: world.users.user.id },
    });
    expect(reports.data().data.map((r) => r.title)).toEqual(['Sales board']);
    const theirs = await report('Theirs', other.adminToken);
    expect((await usersOf(world.tokens.admin, theirs.id)).statusCode).toBe(404);
    expect((await usersOf(world.tokens.user, granted.id)).statusCode).toBe(403);
    expect((await usersOf(world.tokens.admin, 0)).statusCode).toBe(400);
  });

  it('tells who may open a report when it enters maintenance, once', async () => {
    const board = await report('Finance board');
    await grantReport(world.company.id, board.id, world.users.user.id);
    const before = (await inbox(world.tokens.user)).total;
    const put = (maintenance: boolean) =>
      callRoute(ctx.app, reportRoutes.setMaintenance, {
        params: { id: board.id },
        token: world.tokens.admin,
        body: { maintenance },
      });
    expect((await put(true)).statusCode).toBe(200);
    const box = await inbox(world.tokens.user);
    expect(box.total).toBe(before + 1);
    expect(box.data[0]).toMatchObject({ kind: 'maintenance', read: false });
    expect(box.data[0]!.subject).toContain('Finance board');
    expect(box.data[0]!.body).toContain(`/${board.id}/reports/view`);
    // Still in maintenance: no second notice; the other unit hears nothing.
    expect((await put(true)).statusCode).toBe(200);
    expect((await inbox(world.tokens.user)).total).toBe(before + 1);
    expect((await inbox(other.userToken)).data.some((n) => n.kind === 'maintenance')).toBe(false);
  });

  it("uses the unit's maintenance template for the notice, one such template at a time", async () => {
    const first = await save(world.tokens.admin, {
      name: 'Maintenance A',
      purpose: 'maintenance',
      texts: { 'en-US': { subject: 'A: {{ report_title }}', body: '<p>A</p>' } },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.data().purpose).toBe('maintenance');
    const second = await save(world.tokens.admin, {
      name: 'Maintenance B',
      purpose: 'maintenance',
      texts: { 'en-US': { subject: 'Down: {{ report_title }} for {{ user_name }}', body: '<p>B</p>' } },
    });
    expect(second.data().purpose).toBe('maintenance');
    const firstNow = await callAs(world.tokens.admin, templates.get, { params: { id: first.data().id } });
    expect(firstNow.data().purpose).toBe('general');

    const board = await report('Ops board');
    await grantReport(world.company.id, board.id, world.users.user.id);
    const res = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      params: { id: board.id },
      token: world.tokens.admin,
      body: { maintenance: true },
    });
    expect(res.statusCode).toBe(200);
    const notice = (await inbox(world.tokens.user)).data[0]!;
    expect(notice).toMatchObject({
      kind: 'maintenance',
      subject: `Down: Ops board for ${world.users.user.name}`,
    });
  });

  it('tells them when a scheduled maintenance window opens, once, from the background round', async () => {
    const board = await report('Night board');
    await grantReport(world.company.id, board.id, world.users.user.id);
    const start = new Date(Date.now() + 1500);
    const res = await callRoute(ctx.app, reportRoutes.setMaintenance, {
      params: { id: board.id },
      token: world.tokens.admin,
      body: {
        maintenance: false,
        maintenance_start: start.toISOString(),
        maintenance_end: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const notices = async () =>
      (await inbox(world.tokens.user)).data.filter(
        (n) => n.kind === 'maintenance' && n.subject.includes('Night board'),
      );
    expect(await notices()).toHaveLength(0);
    expect(await noticeOpenedMaintenanceWindows(ctx.db, ctx.app.links)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start.getTime() - Date.now()) + 100));
    expect(await noticeOpenedMaintenanceWindows(ctx.db, ctx.app.links)).toBe(1);
    expect(await notices()).toHaveLength(1);
    expect(await noticeOpenedMaintenanceWindows(ctx.db, ctx.app.links)).toBe(0);
    expect(await notices()).toHaveLength(1);
  });
});
