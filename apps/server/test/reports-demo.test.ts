import { reportGroupRoutes, reportViewRoutes, type TEmbedHtml } from '@mirante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, seedDemo } from '../src/seed/demo';
import { createTestContext, signIn, type TestContext, callRoute } from './helpers';

let ctx: TestContext;
const PASSWORD = 'Demo-Password-1!';

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, { password: PASSWORD });
});
afterAll(() => ctx.close());

describe('demo reports', () => {
  it("gives the demo user the demo groups, an HTML and an external report through the user's group", async () => {
    const token = await signIn(ctx.app, DEMO_EMAILS.user, PASSWORD);
    const menu = await callRoute(ctx.app, reportGroupRoutes.menu, { token });
    expect(menu.statusCode).toBe(200);
    const sales = menu.data().groups.find((g) => g.name === 'Sales')!;
    expect(sales.subgroups[0]).toMatchObject({
      name: 'Regional',
      reports: [{ kind: 'html', title: 'Monthly summary' }],
    });
    const links = menu.data().groups.find((g) => g.name === 'Links')!;
    expect(links.reports).toMatchObject([{ kind: 'external', title: 'Reference site' }]);

    const html = await callRoute(ctx.app, reportViewRoutes.embed, {
      token,
      body: { reportId: sales.subgroups[0]!.reports[0]!.id },
    });
    expect(html.statusCode).toBe(200);
    expect((html.data() as TEmbedHtml).html).toContain('Monthly summary');

    const adminToken = await signIn(ctx.app, DEMO_EMAILS.admin, PASSWORD);
    const groups = await callRoute(ctx.app, reportGroupRoutes.list, { token: adminToken });
    expect(groups.data().data.find((g) => g.name === 'Sales')?.subgroups).toHaveLength(2);
  });
});
