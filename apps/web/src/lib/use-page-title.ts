import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredTheme } from './storage';

/**
 * Sets document.title to "<page> · <site>", where the site is the whitelabel page title of
 * bi:theme and, without one, the product name (the fallback title of spec §1).
 */
export function usePageTitle(pageTitle?: string): void {
  const { t } = useTranslation();
  const theme = useStoredTheme();
  const site =
    typeof theme.page_title === 'string' && theme.page_title.trim() ? theme.page_title : t('app.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${site}` : site;
  }, [pageTitle, site]);
}
