import type { TEmbedPowerBi } from '@mirante/contracts';
import { type IEmbedConfiguration, models } from 'powerbi-client';

/** Longest head start a token refresh takes before the token expires. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** Never refresh more often than this, however short the token. */
export const TOKEN_REFRESH_MIN_DELAY_MS = 5_000;

/**
 * When to fetch a new embed token: a quarter of the remaining life before it expires, at most five
 * minutes before, never sooner than five seconds from now.
 */
export function tokenRefreshDelay(expiration: string, now = Date.now()): number {
  const remaining = Date.parse(expiration) - now;
  if (Number.isNaN(remaining)) return TOKEN_REFRESH_MIN_DELAY_MS;
  const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, remaining / 4);
  return Math.max(TOKEN_REFRESH_MIN_DELAY_MS, Math.round(remaining - margin));
}

/** powerbi-client only embeds from Power BI's own hosts over HTTPS. */
export function isPowerBiUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && /(^|\.)powerbi\.com$/i.test(parsed.hostname);
  } catch {
    return false;
  }
}

/** An emulator embed URL served by this same server (mounted only when the emulator is on). */
export function isLocalEmulatorUrl(url: string, origin = window.location.origin): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.pathname.startsWith('/_emulator/embed') && isLoopbackOrSame(parsed, origin);
  } catch {
    return false;
  }
}

function isLoopbackOrSame(url: URL, origin: string): boolean {
  if (url.origin === origin) return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** Whether the viewer shows its own page tabs instead of the report's navigation pane. */
export function usesOwnPageTabs(embed: Pick<TEmbedPowerBi, 'pages' | 'settings'>): boolean {
  return embed.pages !== null || embed.settings.show_hidden_pages;
}

/** Orientation 'auto' follows the screen: portrait layout on narrow screens. */
export function layoutTypeFor(orientation: TEmbedPowerBi['settings']['orientation'], width: number) {
  if (orientation === 'portrait' || (orientation === 'auto' && width < 600))
    return models.LayoutType.MobilePortrait;
  return models.LayoutType.Master;
}

/** The powerbi-client configuration for a report, from the server's embed answer. */
export function buildEmbedConfig(
  embed: TEmbedPowerBi,
  opts: { pageName?: string | null; editing?: boolean; width?: number } = {},
): IEmbedConfiguration {
  const { settings } = embed;
  const canEdit = embed.permission_edit && settings.allow_editing;
  const ownTabs = usesOwnPageTabs(embed);
  const allowed = embed.pages;
  const pageName =
    opts.pageName && (!allowed || allowed.includes(opts.pageName)) ? opts.pageName : allowed?.[0];
  const layoutType = layoutTypeFor(settings.orientation, opts.width ?? window.innerWidth);
  // On the mobile layout the report's own background shows only when the report asks for it;
  // otherwise the portal's shows through.
  const background =
    layoutType === models.LayoutType.MobilePortrait && !settings.mobile_background
      ? models.BackgroundType.Transparent
      : models.BackgroundType.Default;
  return {
    type: 'report',
    id: embed.providerReportId,
    embedUrl: embed.embedUrl,
    accessToken: embed.accessToken,
    tokenType: models.TokenType.Embed,
    permissions: canEdit ? models.Permissions.ReadWrite : models.Permissions.Read,
    viewMode: canEdit && opts.editing ? models.ViewMode.Edit : models.ViewMode.View,
    ...(pageName ? { pageName } : {}),
    ...(embed.filters.length > 0 ? { filters: embed.filters as unknown as models.ReportLevelFilters[] } : {}),
    settings: {
      panes: {
        filters: { visible: settings.side_filter, expanded: false },
        pageNavigation: { visible: settings.nav_panel && !ownTabs },
      },
      visualSettings: { visualHeaders: [{ settings: { visible: settings.visual_headers } }] },
      layoutType,
      background,
    },
  };
}

/** "1920x1080" as a CSS aspect ratio, or undefined. */
export function aspectRatioOf(resolution: string | null): string | undefined {
  const match = resolution?.match(/^(\d{2,5})x(\d{2,5})$/);
  return match ? `${match[1]} / ${match[2]}` : undefined;
}
