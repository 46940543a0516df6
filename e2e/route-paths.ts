import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ACCOUNTS, apiGetAs, E2E_PORT } from './fixtures';

/** Records of the demo unit the `:id` of the route sets are filled with. */
export interface RouteIds {
  group: number;
  powerbiReport: number;
  externalReport: number;
  playlist: number;
}

/** Reads the demo unit's records (as its admin) to fill the `:id` of the routes with. */
export async function demoIds(page: Page): Promise<RouteIds> {
  const [groups, reports, playlists] = await apiGetAs<{
    data: { id: number; name?: string; title?: string; kind?: string }[];
  }>(page, ACCOUNTS.admin, ['/auth/group_reports', '/auth/reports?per_page=100', '/auth/playlists']);
  const byTitle = (title: string) => reports!.data.find((r) => r.title === title)?.id;
  const ids = {
    group: groups!.data.find((g) => g.name === 'Sales')?.id,
    powerbiReport: byTitle('Sales overview'),
    externalReport: byTitle('Reference site'),
    playlist: playlists!.data.find((p) => p.name === 'Demo loop')?.id,
  };
  for (const [name, id] of Object.entries(ids)) expect(id, name).toBeDefined();
  return ids as RouteIds;
}

/** The address of route `name` of a profile's set, its `:id` filled with a demo record. */
export function pathOf(name: string, ids: RouteIds): string {
  const id =
    name === ':id/reports'
      ? ids.group
      : name === ':id/reports/external'
        ? ids.externalReport
        : name === ':id/playlist/view'
          ? ids.playlist
          : name === 'help_desk/:id'
            ? 1
            : ids.powerbiReport;
  return `/${name.replace(':id', String(id))}`;
}

/** The real powerbi-client loads https://app.powerbi.com; the emulator serves that page here. */
export async function routeEmbedToEmulator(page: Page): Promise<void> {
  await page.route('https://app.powerbi.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/_emulator/embed${url.pathname}${url.search}`,
    });
    await route.fulfill({ response });
  });
}
