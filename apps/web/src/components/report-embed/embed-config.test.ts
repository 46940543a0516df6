import type { TEmbedPowerBi } from '@mirante/contracts';
import { models } from 'powerbi-client';
import { describe, expect, it } from 'vitest';
import {
  aspectRatioOf,
  buildEmbedConfig,
  isLocalEmulatorUrl,
  isPowerBiUrl,
  tokenRefreshDelay,
  usesOwnPageTabs,
} from './embed-config';

const NOW = Date.parse('2026-11-22T00:00:00Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

function answer(
  overrides: Partial<TEmbedPowerBi> = {},
  settings: Partial<TEmbedPowerBi['settings']> = {},
): TEmbedPowerBi {
  return {
    status: 'ready',
    kind: 'powerbi',
    report: { id: 7, kind: 'powerbi', title: 'Sales', description: null },
    settings: {
      filter_mode: 'none',
      ignore_rls: false,
      side_filter: false,
      nav_panel: true,
      show_hidden_pages: false,
      show_on_catalog: false,
      catalog_description: null,
      show_on_app: true,
      mobile_background: false,
      resolution: null,
      orientation: 'landscape',
      allow_editing: false,
      visual_headers: false,
      update_seconds: 0,
      show_last_update: false,
      ...settings,
    },
    permission_edit: false,
    watermark: null,
    show_name: true,
    show_menu: true,
    show_last_update: false,
    save_filter: false,
    embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r1&groupId=g1',
    accessToken: 'token-1',
    tokenId: 'id-1',
    expiration: inMinutes(60),
    providerReportId: 'r1',
    datasetId: 'd1',
    pages: null,
    filters: [],
    ...overrides,
  };
}

describe('tokenRefreshDelay', () => {
  it('renews an hour-long token five minutes before it expires', () => {
    expect(tokenRefreshDelay(inMinutes(60), NOW)).toBe(55 * 60_000);
  });
  it('renews a short token a quarter of its life early, never sooner than five seconds', () => {
    expect(tokenRefreshDelay(inMinutes(1), NOW)).toBe(45_000);
    expect(tokenRefreshDelay(inMinutes(0.05), NOW)).toBe(5_000);
    expect(tokenRefreshDelay(inMinutes(-1), NOW)).toBe(5_000);
    expect(tokenRefreshDelay('not a date', NOW)).toBe(5_000);
  });
});

describe('embed URLs', () => {
  it('accepts only https Power BI hosts for powerbi-client', () => {
    expect(isPowerBiUrl('https://app.powerbi.com/reportEmbed?reportId=1')).toBe(true);
    expect(isPowerBiUrl('https://app.powerbigov.us/reportEmbed')).toBe(false);
    expect(isPowerBiUrl('http://app.powerbi.com/reportEmbed')).toBe(false);
    expect(isPowerBiUrl('https://powerbi.com.evil.test/reportEmbed')).toBe(false);
  });
  it('recognises the emulator mounted on this server', () => {
    expect(
      isLocalEmulatorUrl('http://localhost:8000/_emulator/embed/reportEmbed', 'http://demo.localhost:8000'),
    ).toBe(true);
    expect(
      isLocalEmulatorUrl('https://evil.test/_emulator/embed/reportEmbed', 'http://demo.localhost:8000'),
    ).toBe(false);
    expect(isLocalEmulatorUrl('http://localhost:8000/other', 'http://localhost:8000')).toBe(false);
  });
});

describe('buildEmbedConfig', () => {
  it('maps the report settings to powerbi-client settings', () => {
    const config = buildEmbedConfig(answer({}, { side_filter: true, visual_headers: true }), { width: 1200 });
    expect(config).toMatchObject({
      type: 'report',
      id: 'r1',
      accessToken: 'token-1',
      tokenType: models.TokenType.Embed,
      permissions: models.Permissions.Read,
      viewMode: models.ViewMode.View,
      settings: {
        panes: { filters: { visible: true }, pageNavigation: { visible: true } },
        visualSettings: { visualHeaders: [{ settings: { visible: true } }] },
        layoutType: models.LayoutType.Master,
      },
    });
  });
  it("shows the report's background on the mobile layout only when the report asks for it", () => {
    const background = (mobile_background: boolean, width: number, orientation: 'auto' | 'landscape') =>
      buildEmbedConfig(answer({}, { mobile_background, orientation }), { width }).settings?.background;
    expect(background(false, 400, 'auto')).toBe(models.BackgroundType.Transparent);
    expect(background(true, 400, 'auto')).toBe(models.BackgroundType.Default);
    // The desktop layout keeps the report's background either way.
    expect(background(false, 1200, 'auto')).toBe(models.BackgroundType.Default);
    expect(background(false, 400, 'landscape')).toBe(models.BackgroundType.Default);
  });
  it('edits only when the report allows it and the user may', () => {
    const denied = buildEmbedConfig(answer({ permission_edit: false }, { allow_editing: true }), {
      editing: true,
    });
    expect(denied.permissions).toBe(models.Permissions.Read);
    const allowed = buildEmbedConfig(answer({ permission_edit: true }, { allow_editing: true }), {
      editing: true,
    });
    expect(allowed.permissions).toBe(models.Permissions.ReadWrite);
    expect(allowed.viewMode).toBe(models.ViewMode.Edit);
  });
  it('keeps the user on the pages of the grant, with its own tabs instead of the navigation pane', () => {
    const embed = answer({ pages: ['ReportSection2'] });
    expect(usesOwnPageTabs(embed)).toBe(true);
    const config = buildEmbedConfig(embed, { pageName: 'ReportSection1' });
    expect(config.pageName).toBe('ReportSection2');
    expect(config.settings?.panes?.pageNavigation?.visible).toBe(false);
  });
  it('uses the portrait layout for portrait reports and narrow screens on auto', () => {
    expect(
      buildEmbedConfig(answer({}, { orientation: 'portrait' }), { width: 1400 }).settings?.layoutType,
    ).toBe(models.LayoutType.MobilePortrait);
    expect(buildEmbedConfig(answer({}, { orientation: 'auto' }), { width: 400 }).settings?.layoutType).toBe(
      models.LayoutType.MobilePortrait,
    );
  });
  it('reads a resolution as an aspect ratio', () => {
    expect(aspectRatioOf('1920x1080')).toBe('1920 / 1080');
    expect(aspectRatioOf(null)).toBeUndefined();
  });
});
