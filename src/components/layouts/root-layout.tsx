import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { RouteFallback } from './route-loader';
import { useRouteFocus } from './route-focus';

/**
 * Above every route: a new page starts at its top (back and forward keep the browser's scroll) with focus on its title.
 * While the router loads the code of the page being opened, the loader covers the one being left.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A block body on purpose: newer Chromium returns a promise from scrollTo, and React would call it as a cleanup.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useRouteFocus();
  const { location: opening } = useNavigation();
  return (
    <>
      {opening && <RouteFallback pathname={opening.pathname} />}
      <Outlet />
    </>
  );
}
