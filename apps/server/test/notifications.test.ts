import { groupRoutes, notificationRoutes } from '@mirante/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationRecipients, notifications, userGroups, users } from '../src/db/schema';
import { call, createUser, signIn } from './helpers';
import {
  allowCreateNotifications,
  callAs,
  ctx,
  inbox,
  other,
  send,
  useNotificationWorld,
  world,
} from './notifications-fixtures';
import { addUserToGroup } from '../src/modules/groups/groups-members.service';

useNotificationWorld();

const ALL = { kind: 'all' } as const;

describe('sending notifications', () => {
  it('sends to the whole unit, sanitising the body and filling the variables per addressee', async () => {
    const before = (await inbox(world.tokens.user)).unread;
    const res = await send(world.tokens.admin, {
      subject: 'Hello {{ user_name }}',
      body: '<p onclick="x()">Dear <b>{{ user_name }}</b> of {{ unit }}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      audience: ALL,
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.data();
    expect(sent).toMatchObject({ kind: 'manual', login_notice: false, recipients: 2, read: 0 });
    expect(sent.body).not.toContain('script');
    expect(sent.body).not.toContain('onclick');
    expect(sent.body).not.toContain('javascript:');

    const box = await inbox(world.tokens.user);
    expect(box.unread).toBe(before + 1);
    const item = box.data[0]!;
    expect(item.subject).toBe(`Hello ${world.users.user.name}`);
    expect(item.body).toContain(`<b>${world.users.user.name}</b> of ${world.company.name}`);
    expect(item.body).not.toContain('<script');
    // The other unit hears nothing.
    expect((await inbox(other.userToken)).total).toBe(0);
  });

  it('escapes values written into the body', async () => {
    const evil = await createUser(ctx.db, { profile: 'user', companyId: world.company.id });
    await ctx.db.update(users).set({ name: '<img src=x onerror=alert(1)>' }).where(eq(users.id, evil.id));
    const token = await signIn(ctx.app, evil.email);
    const res = await send(world.tokens.admin, {
      subject: 'Hi',
      body: '<p>{{ user_name }}</p>',
      audience: { kind: 'users', user_ids: [evil.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [item] = (await inbox(token)).data;
    expect(item!.body).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('addresses a profile, chosen people or user groups of the unit', async () => {
    const byProfile = await send(world.tokens.admin, {
      subject: 'Admins only',
      body: '<p>x</p>',
      audience: { kind: 'profile', profile: 'admin' },
    });
    expect(byProfile.data().recipients).toBe(1);
    const [group] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Notified' })
      .returning();
    await addUserToGroup(ctx.db, world.company.id, world.users.user.id, group!.id);
    const byGroup = await send(world.tokens.admin, {
      subject: 'Group',
      body: '<p>x</p>',
      audience: { kind: 'groups', group_ids: [group!.id] },
    });
    expect(byGroup.statusCode, byGroup.body).toBe(201);
    const copies = await ctx.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, byGroup.data().id));
    expect(copies).toEqual([{ userId: world.users.user.id }]);

    // The unit's partner lists the same groups, naming the unit, and addresses them too.
    const listed = await callAs(world.tokens.master, groupRoutes.list, {
      query: { company_id: world.company.id },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.data().data.map((g) => g.id)).toContain(group!.id);
    const fromPartner = await send(
      world.tokens.master,
      {
        subject: 'Group, from the partner',
        body: '<p>x</p>',
        audience: { kind: 'groups', group_ids: [group!.id] },
      },
      { company_id: world.company.id },
    );
    expect(fromPartner.statusCode, fromPartner.body).toBe(201);
    expect(fromPartner.data().recipients).toBe(1);
  });

  it('lets a user send only with "allow create notifications", and a partner to its units', async () => {
    const refused = await send(world.tokens.user, { subject: 'x', body: '<p>x</p>', audience: ALL });
    expect(refused.statusCode).toBe(403);
    // The account's flag alone is not enough while the unit's setting is off.
    await ctx.db
      .update(users)
      .set({ allowCreateNotifications: true })
      .where(eq(users.id, world.users.user.id));
    expect(
      (await send(world.tokens.user, { subject: 'x', body: '<p>x</p>', audience: ALL })).statusCode,
    ).toBe(403);
    expect((await callAs(world.tokens.user, notificationRoutes.inbox, {})).data().policies).toEqual({
      send: false,
      templates: false,
    });
    await allowCreateNotifications(world.users.user.id);
    expect((await callAs(world.tokens.user, notificationRoutes.inbox, {})).data().policies.send).toBe(true);
    const allowed = await send(world.tokens.user, {
      subject: 'From a user',
      body: '<p>x</p>',
      audience: ALL,
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    await allowCreateNotifications(world.users.user.id, false);

    const partner = await send(
      world.tokens.master,
      { subject: 'From the partner', body: '<p>x</p>', audience: ALL },
      { company_id: world.company.id },
    );
    expect(partner.statusCode, partner.body).toBe(201);
    expect(partner.data().sender_name).toBe(world.users.master.name);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, partner.data().id));
    expect(row!.companyId).toBe(world.company.id);
    // Without a unit the partner has nowhere to send; the operator never sends.
    expect(
      (await send(world.tokens.master, { subject: 'x', body: '<p>x</p>', audience: ALL })).statusCode,
    ).toBe(403);
    expect((await send(world.tokens.a2m, { subject: 'x', body: '<p>x</p>', audience: ALL })).statusCode).toBe(
      403,
    );
  });

  it('answers 400 with field errors for a bad body or an empty audience', async () => {
    const missing = await send(world.tokens.admin, { audience: ALL });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.error().errors ?? {})).toEqual(expect.arrayContaining(['subject', 'body']));
    const badKind = await send(world.tokens.admin, {
      subject: 'x',
      body: 'y',
      audience: { kind: 'everyone' },
    });
    expect(badKind.statusCode).toBe(400);
    const badLiquid = await send(world.tokens.admin, { subject: 'x', body: '{% if %}', audience: ALL });
    expect(badLiquid.statusCode).toBe(400);
    expect(badLiquid.error().code).toBe('notification_template_invalid');
    const [empty] = await ctx.db
      .insert(userGroups)
      .values({ companyId: world.company.id, name: 'Empty' })
      .returning();
    const nobody = await send(world.tokens.admin, {
      subject: 'x',
      body: 'y',
      audience: { kind: 'groups', group_ids: [empty!.id] },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.error().code).toBe('notification_no_addressees');
    const otherUnit = await send(
      world.tokens.admin,
      { subject: 'x', body: 'y', audience: ALL },
      { company_id: other.companyId },
    );
    expect(otherUnit.statusCode).toBe(404);
  });

  it("answers 404 for another unit's people, groups, notifications and reports", async () => {
    const foreignUser = await send(world.tokens.admin, {
      subject: 'x',
      body: 'y',
      audience: { kind: 'users', user_ids: [other.userId] },
    });
    expect(foreignUser.statusCode).toBe(404);
    const [foreignGroup] = await ctx.db
      .insert(userGroups)
      .values({ companyId: other.companyId, name: 'Theirs' })
      .returning();
    const group = await send(world.tokens.admin, {
      subject: 'x',
      body: 'y',
      audience: { kind: 'groups', group_ids: [foreignGroup!.id] },
    });
    expect(group.statusCode).toBe(404);
    const theirs = (await send(other.adminToken, { subject: 'Theirs', body: 'y', audience: ALL })).data();
    const sentOne = await callAs(world.tokens.admin, notificationRoutes.sentOne, {
      params: { id: theirs.id },
    });
    expect(sentOne.statusCode).toBe(404);
    const theirCopy = (await inbox(other.userToken)).data[0]!;
    for (const def of [notificationRoutes.read, notificationRoutes.remove]) {
      const res = await callAs(world.tokens.user, def, { params: { id: theirCopy.id } });
      expect(res.statusCode).toBe(404);
      expect(res.error().code).toBe('notification_not_found');
    }
    expect(
      (await callAs(world.tokens.admin, notificationRoutes.userReports, { params: { id: other.userId } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(world.tokens.master, { subject: 'x', body: 'y', audience: ALL }, { company_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the unit sent notifications with read counts, searched', async () => {
    const res = await callAs(world.tokens.admin, notificationRoutes.sent, { query: { search: 'admins' } });
    expect(res.statusCode).toBe(200);
    expect(res.data().total).toBe(1);
    expect(res.data().data[0]).toMatchObject({ subject: 'Admins only', recipients: 1 });
    expect((await callAs(world.tokens.user, notificationRoutes.sent, {})).statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  it('reads and deletes per person while the sender record stays', async () => {
    const sent = (
      await send(world.tokens.admin, { subject: 'Read me', body: '<p>x</p>', audience: ALL })
    ).data();
    const mine = (await inbox(world.tokens.user, 'unread')).data.find((n) => n.subject === 'Read me')!;
    const unread = (await callAs(world.tokens.user, notificationRoutes.unread, {})).data().unread;
    const read = await callAs(world.tokens.user, notificationRoutes.read, { params: { id: mine.id } });
    expect(read.statusCode).toBe(200);
    expect(read.data().read).toBe(true);
    const after = (await callAs(world.tokens.user, notificationRoutes.unread, {})).data();
    expect(after.unread).toBe(unread - 1);
    expect(after.last_sent_at).not.toBeNull();
    expect((await inbox(world.tokens.user, 'unread')).data.some((n) => n.id === mine.id)).toBe(false);

    const removed = await callAs(world.tokens.user, notificationRoutes.remove, { params: { id: mine.id } });
    expect(removed.statusCode).toBe(200);
    expect((await inbox(world.tokens.user)).data.some((n) => n.id === mine.id)).toBe(false);
    const record = (
      await callAs(world.tokens.admin, notificationRoutes.sentOne, { params: { id: sent.id } })
    ).data();
    expect(record).toMatchObject({ id: sent.id, subject: 'Read me', recipients: sent.recipients, read: 1 });
    // The admin's own copy is untouched.
    expect((await inbox(world.tokens.admin)).data.some((n) => n.subject === 'Read me' && !n.read)).toBe(true);

    const all = await callAs(world.tokens.admin, notificationRoutes.readAll, {});
    expect(all.data().read).toBeGreaterThan(0);
    expect((await inbox(world.tokens.admin)).unread).toBe(0);
  });

  it('pages the inbox and refuses a bad query', async () => {
    const page = await callAs(world.tokens.user, notificationRoutes.inbox, {
      query: { per_page: 1, page: 2 },
    });
    expect(page.data()).toMatchObject({ page: 2, per_page: 1 });
    expect(page.data().data).toHaveLength(1);
    const badStatus = await callAs(world.tokens.user, notificationRoutes.inbox, {
      query: { status: 'nope' } as never,
    });
    expect(badStatus.statusCode).toBe(400);
    // No GET at that address.
    const url = '/api/auth/notifications/inbox/abc/read';
    expect((await call(ctx.app, { method: 'GET', url, token: world.tokens.user })).statusCode).toBe(404);
    const badId = await callAs(world.tokens.user, notificationRoutes.read, {
      params: { id: 'abc' as never },
    });
    expect(badId.statusCode).toBe(400);
  });

  it('gives partners and the operator an empty inbox', async () => {
    expect((await inbox(world.tokens.a2m)).total).toBe(0);
    const policies = async (token: string) =>
      (await callAs(token, notificationRoutes.inbox, {})).data().policies;
    expect(await policies(world.tokens.a2m)).toEqual({ send: false, templates: false });
    expect(await policies(world.tokens.master)).toEqual({ send: true, templates: true });
    expect(await policies(world.tokens.admin)).toEqual({ send: true, templates: true });
    expect((await callAs(world.tokens.master, notificationRoutes.unread, {})).data().unread).toBe(0);
  });

  it('shows a login notice once, after the next sign-in', async () => {
    const res = await send(world.tokens.admin, {
      subject: 'Welcome back',
      body: '<p>x</p>',
      audience: ALL,
      login_notice: true,
    });
    expect(res.statusCode).toBe(201);
    const take = (token: string) => callAs(token, notificationRoutes.loginNotices, {});
    // The session that was open when it was sent does not show it.
    expect((await take(world.tokens.user)).data().data).toEqual([]);
    const fresh = await signIn(ctx.app, world.users.user.email);
    const shown = (await take(fresh)).data().data;
    expect(shown.map((n) => n.subject)).toEqual(['Welcome back']);
    expect((await take(fresh)).data().data).toEqual([]);
    const again = await signIn(ctx.app, world.users.user.email);
    expect((await take(again)).data().data).toEqual([]);
  });

  it('answers 401 on every notification call without a session', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.includes('notification'));
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const url = route.url.replace(':id', '1').replace(/^/, '');
      const res = await call(ctx.app, {
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });
});
