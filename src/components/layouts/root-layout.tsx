import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { LoaderFor } from './route-loader';

/** Above every route: while a navigation waits for a lazy screen, the full-screen loader covers the page. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && (
        <div className="fixed inset-0 z-50">
          <LoaderFor pathname={navigation.location.pathname} />
        </div>
      )}
      <ScrollRestoration />
    </>
  );
}
