import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** The id of the layout's main region, where the skip link takes the focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the keyboard on every page, past the header and the menu
 * to the page itself. Shown only while focused.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves by hand: following the fragment would put it in the address for the router.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={skip}>
      {t('layout.skipToContent')}
    </a>
  );
}
