import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';

/** Wraps every page: resets the scroll to the top on each navigation. */
export function RootRoute() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
