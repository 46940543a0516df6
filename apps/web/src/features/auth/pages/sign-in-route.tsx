import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type PageNavigation, PageNavigationContext } from '../../../lib/page-navigation';
import { SignInPage } from './sign-in-page';

/** The sign-in page as a route: it navigates with the router. */
export function SignInRoute() {
  const routerNavigate = useNavigate();
  const [search] = useSearchParams();
  const navigation = useMemo<PageNavigation>(
    () => ({ navigate: (to, options) => routerNavigate(to, options), search }),
    [routerNavigate, search],
  );
  return (
    <PageNavigationContext value={navigation}>
      <SignInPage />
    </PageNavigationContext>
  );
}
