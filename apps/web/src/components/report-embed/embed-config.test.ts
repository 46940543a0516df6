import type { TEmbedPowerBi } from '@mirante/contracts';
import { models } from 'powerbi-client';
import { describe, expect, it } from 'vitest';
import {
  aspectRatioOf,
  buildEmbedConfig,
  isLocalEmulatorUrl,
  isPhoneScreen,
  isPowerBiUrl,
  layoutFor,
  rememberMobileLayout,
  reportAspect,
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

describe('layoutFor', () => {
  const PHONE = { width: 390, height: 844 };
  const PHONE_SIDEWAYS = { width: 844, height: 390 };
  const DESKTOP = { width: 1366, height: 860 };

  it("tells a phone by Mantine's sm breakpoint, or by a short screen held sideways", () => {
    expect(isPhoneScreen(PHONE)).toBe(true);
    expect(isPhoneScreen(PHONE_SIDEWAYS)).toBe(true);
    expect(isPhoneScreen({ width: 767, height: 1000 })).toBe(true);
    expect(isPhoneScreen({ width: 768, height: 1024 })).toBe(false);
    expect(isPhoneScreen(DESKTOP)).toBe(false);
  });

  it("opens Power BI's mobile layout on a phone, portrait or landscape as the screen is held", () => {
    expect(layoutFor('auto', PHONE)).toEqual({ layoutType: models.LayoutType.MobilePortrait });
    expect(layoutFor('auto', PHONE, true)).toEqual({ layoutType: models.LayoutType.MobilePortrait });
    expect(layoutFor('auto', PHONE_SIDEWAYS)).toEqual({ layoutType: models.LayoutType.MobileLandscape });
    expect(layoutFor('auto', DESKTOP)).toEqual({ layoutType: models.LayoutType.Master });
  });

  it('fits the master layout to the width on a phone when the report has no mobile layout', () => {
    const fitted = { layoutType: models.LayoutType.Custom, displayOption: models.DisplayOption.FitToWidth };
    expect(layoutFor('auto', PHONE, false)).toEqual(fitted);
    expect(layoutFor('portrait', PHONE, false)).toEqual(fitted);
    // A landscape report keeps its master layout, fitted to the phone's width.
    expect(layoutFor('landscape', PHONE)).toEqual(fitted);
    expect(layoutFor('portrait', DESKTOP, false)).toEqual({ layoutType: models.LayoutType.Master });
  });

  it('puts the layout into the embed configuration, with what the report said before', () => {
    const settingsOf = (providerReportId: string, size = PHONE) =>
      buildEmbedConfig(answer({ providerReportId }, { orientation: 'auto' }), size).settings;
    expect(settingsOf('no-mobile')?.layoutType).toBe(models.LayoutType.MobilePortrait);
    rememberMobileLayout('no-mobile', false);
    expect(settingsOf('no-mobile')).toMatchObject({
      layoutType: models.LayoutType.Custom,
      customLayout: { displayOption: models.DisplayOption.FitToWidth },
      background: models.BackgroundType.Default,
    });
    expect(settingsOf('no-mobile', DESKTOP)?.layoutType).toBe(models.LayoutType.Master);
    expect(settingsOf('no-mobile', DESKTOP)?.customLayout).toBeUndefined();
  });

  it("keeps the report's shape from its resolution, turned to its orientation", () => {
    expect(reportAspect('1920x1080', 'auto')).toEqual({ width: 1920, height: 1080 });
    expect(reportAspect('1920x1080', 'portrait')).toEqual({ width: 1080, height: 1920 });
    expect(reportAspect(null, 'portrait')).toEqual({ width: 9, height: 16 });
    expect(reportAspect(null, 'landscape')).toEqual({ width: 16, height: 9 });
    expect(reportAspect(null, 'auto')).toBeNull();
    expect(reportAspect('0x10', 'auto')).toBeNull();
  });
});
