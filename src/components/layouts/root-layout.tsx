import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';

/** Above every route: a new page starts at its top; back and forward leave the browser's own scroll restoration alone. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A block body on purpose: newer Chromium returns a promise from scrollTo, and React would call it as a cleanup.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return <Outlet />;
}
