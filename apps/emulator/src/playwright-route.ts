/**
 * Browser tests: serve `https://app.powerbi.com/**` (the embed URLs the emulator hands out when
 * EMULATOR_EMBED_BASE is https://app.powerbi.com) from the emulator's `/embed`, so the real
 * powerbi-client accepts and drives the emulated report page. Typed structurally so that it works
 * with a Playwright `Page` or `BrowserContext` from either playwright-core or @playwright/test.
 * (`route.continue` cannot change the protocol, hence fetch + fulfill.)
 */
export interface RoutableTarget {
  route(
    url: string,
    handler: (route: {
      request(): { url(): string };
      fetch(options: { url: string }): Promise<unknown>;
      // biome-ignore lint/suspicious/noExplicitAny: Playwright's APIResponse type is not imported here.
      fulfill(options: { response: any }): Promise<void>;
    }) => Promise<void>,
  ): Promise<unknown>;
}

export const POWERBI_EMBED_ORIGIN = 'https://app.powerbi.com';

/** `emulatorBase` is where the emulator is mounted, e.g. `http://127.0.0.1:8000/_emulator`. */
export async function routePowerBiToEmulator(target: RoutableTarget, emulatorBase: string): Promise<void> {
  const base = emulatorBase.replace(/\/+$/, '');
  await target.route(`${POWERBI_EMBED_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${base}/embed${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
