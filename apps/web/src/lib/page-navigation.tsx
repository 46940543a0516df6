import { type AnchorHTMLAttributes, createContext, type MouseEvent, type Ref, useContext } from 'react';

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * How a page that can show before the router exists (sign-in) moves on: the router's navigation
 * once the app runs, or the sign-in shell's, which starts the app at the wanted address.
 */
export interface PageNavigation {
  navigate: (to: string, options?: NavigateOptions) => Promise<void> | void;
  /** The query string of the current address. */
  search: URLSearchParams;
}

export const PageNavigationContext = createContext<PageNavigation | null>(null);

export function usePageNavigation(): PageNavigation {
  const navigation = useContext(PageNavigationContext);
  if (!navigation) throw new Error('usePageNavigation needs a PageNavigationContext');
  return navigation;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')
  );
}

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address of the app ('/forgot'). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another page of the app, followed by the page's navigation (no page reload). */
export function PageLink({ to, onClick, ref, ...props }: PageLinkProps) {
  const { navigate } = usePageNavigation();
  return (
    <a
      {...props}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
