import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSpinner } from '../ui/PageSpinner';
import { AppHeader } from './AppHeader';
import { RequireAuth } from './RequireAuth';

/**
 * Signed-in pages: header and page are separate error regions; a page crash keeps the header usable.
 * `?standalone=1` (Superset's embed flag) shows the page alone, without the header.
 */
export default function AppLayout() {
  const location = useLocation();
  if (new URLSearchParams(location.search).get('standalone') === '1') {
    return (
      <RequireAuth>
        <ErrorBoundary region="Page" key={location.pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </RequireAuth>
    );
  }
  return (
    <RequireAuth>
      <Layout style={{ minHeight: '100vh' }}>
        <ErrorBoundary region="Header">
          <AppHeader />
        </ErrorBoundary>
        <main className="app-content">
          {/* Keyed by path so leaving a crashed page clears its error. */}
          <ErrorBoundary region="Page" key={location.pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </Layout>
    </RequireAuth>
  );
}
