import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, apiAs, openSignIn, signIn } from '../fixtures';

// The dashboard on a phone (390×844): the person's favorites first, as compact rows, and every
// report without a cover image wearing its drawn cover; then the same dashboard on a laptop.
const SHOTS = 'test-results/phone-dashboard';
const ADMIN = ACCOUNTS.admin;
const LINKS = 'main a[href*="/reports/"]';

interface Card {
  id: number;
  title: string;
}

/** Every report link's cover: an image that loaded, or a drawn cover with something in it. */
async function emptyCovers(page: Page): Promise<string[]> {
  return page.locator(LINKS).evaluateAll((links) =>
    links
      .filter((link) => {
        const drawn = link.querySelector<HTMLElement>('[data-fallback-cover]');
        if (drawn) return drawn.textContent?.trim() === '' && !drawn.querySelector('img');
        const image = link.querySelector('img');
        return !image?.complete || image.naturalWidth === 0;
      })
      .map((link) => link.textContent ?? ''),
  );
}

test('on a phone the dashboard starts with the favorites, as rows with drawn covers', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignIn(page);
  await signIn(page, ADMIN);
  const [dashboard] = (await apiAs(page, ADMIN, [{ method: 'GET', path: '/auth/dashboard' }])) as [
    { latest: Card[] },
  ];
  // The last of the latest reports: a favorite that would otherwise come at the end.
  const favorite = dashboard.latest.at(-1);
  if (!favorite) throw new Error('the demo unit has no reports');
  const [starred] = await apiAs(page, ADMIN, [
    { method: 'POST', path: `/auth/reports/${favorite.id}/favorite`, body: {} },
  ]);
  expect(starred).toMatchObject({ favorite: true });
  try {
    await page.reload();
    const favorites = page.getByRole('region', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: favorite.title })).toBeVisible();
    const headings = page.locator('main section h2');
    await expect(headings).toHaveText(['Favorites', 'Recently viewed', 'Latest reports added']);
    // The first report on the page is the favorite, drawn as a row.
    const first = page.locator(LINKS).first();
    await expect(first).toContainText(favorite.title);
    await expect(first).toHaveAttribute('data-layout', 'row');
    const box = await first.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(120);
    expect(await emptyCovers(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-390.png`, fullPage: true });

    // A laptop: the latest reports first, as cards, with the same covers.
    await page.setViewportSize({ width: 1366, height: 860 });
    await page.reload();
    await expect(headings.first()).toHaveText('Latest reports added');
    await expect(page.locator(LINKS).first()).toHaveAttribute('data-layout', 'card');
    expect(await emptyCovers(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/desktop-1366.png`, fullPage: true });
  } finally {
    await apiAs(page, ADMIN, [{ method: 'DELETE', path: `/auth/reports/${favorite.id}/favorite`, body: {} }]);
  }
});
