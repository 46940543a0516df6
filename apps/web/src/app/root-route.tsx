import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ApiProgress } from '../components/api-progress';
import { NavigationProgress } from '../components/navigation-progress';

/** Wraps every page: resets the scroll to the top on each navigation; shows calls under way. */
export function RootRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <NavigationProgress />
      <ApiProgress />
      <Outlet />
    </>
  );
}
