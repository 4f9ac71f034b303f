import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSpinner } from '../ui/PageSpinner';
import { BackHomeResult } from './BackHomeResult';
import { appMessages } from './messages';
import { prefetchDashboard } from '../features/dashboard/api/dashboardUrls';
import { preloadable } from './preloadable';

// Each page is its own chunk so the first page loads only what it shows; the signed-in layout (header,
// menus) too, so the sign-in page does not load it.
const appLayout = preloadable(() => import('./AppLayout'));
const AppLayout = appLayout.Page;
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SetupPage = lazy(() => import('../features/auth/SetupPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const DashboardListPage = lazy(() => import('../features/lists/resources/dashboards'));
const ChartListPage = lazy(() => import('../features/lists/resources/charts'));
const DatasetListPage = lazy(() => import('../features/lists/resources/datasets'));
const DatabaseListPage = lazy(() => import('../features/lists/resources/databases'));
const SavedQueryListPage = lazy(() => import('../features/lists/resources/savedQueries'));
const DynamicPluginListPage = lazy(() => import('../features/dynamicPlugins/DynamicPluginListPage'));
const NotBuiltPage = lazy(() => import('../features/placeholders/NotBuiltPage'));
const ExplorePage = lazy(() => import('../features/explore/ExplorePage'));
const dashboardPage = preloadable(() => import('../features/dashboard/DashboardPage'));
const DashboardPage = dashboardPage.Page;

function Standalone({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary region="Page">
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const { placeholders } = appMessages;
const explore = <ExplorePage />;
const dashboard = <DashboardPage />;
/**
 * A dashboard's code (and the layout's) loads before its route renders, so neither page suspends
 * (preloadable.tsx); the two load side by side instead of one after the other. A failed load is left
 * to the pages, whose lazy path tries again and shows the error.
 */
async function loadDashboardCode(): Promise<null> {
  await Promise.all([appLayout.preload(), dashboardPage.preload()]).catch(() => undefined);
  return null;
}
const dashboardCode: Pick<RouteObject, 'loader' | 'hydrateFallbackElement'> = {
  loader: loadDashboardCode,
  hydrateFallbackElement: <PageSpinner />,
};
// The dashboard's data is requested at navigation, while its code loads; tab or edit changes to the
// URL do not ask again.
const dashboardData: Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'hydrateFallbackElement'> = {
  // Shown while the code loads on the app's first page (no page is on screen yet to keep).
  hydrateFallbackElement: <PageSpinner />,
  loader: ({ params }) => {
    prefetchDashboard(params.idOrSlug);
    return loadDashboardCode();
  },
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.idOrSlug !== nextParams.idOrSlug,
};
const sqlLab = <NotBuiltPage {...placeholders.sqlLab} />;
const notFound = (
  <BackHomeResult status="404" title={appMessages.notFoundTitle} subTitle={appMessages.notFoundText} />
);

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Standalone>
        <LoginPage />
      </Standalone>
    ),
  },
  {
    path: '/setup',
    element: (
      <Standalone>
        <SetupPage />
      </Standalone>
    ),
  },
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AppLayout />
      </Suspense>
    ),
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/superset/welcome/', element: <Navigate to="/" replace /> },
      { path: '/dashboard/list/', element: <DashboardListPage /> },
      { path: '/chart/list/', element: <ChartListPage /> },
      { path: '/tablemodelview/list/', element: <DatasetListPage /> },
      { path: '/databaseview/list/', element: <DatabaseListPage /> },
      { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
      { path: '/dynamic-plugins/list/', element: <DynamicPluginListPage /> },
      { path: '/explore/', element: explore },
      { path: '/superset/explore/', element: explore },
      { path: '/explore/p/:key/', element: explore },
      { path: '/superset/explore/p/:key/', element: explore },
      // The static `p` segment outranks :idOrSlug, so /dashboard/p/KEY/ is always a permalink.
      { path: '/dashboard/p/:key/', element: dashboard, ...dashboardCode },
      { path: '/superset/dashboard/p/:key/', element: dashboard, ...dashboardCode },
      { path: '/dashboard/:idOrSlug/', element: dashboard, ...dashboardData },
      { path: '/superset/dashboard/:idOrSlug/', element: dashboard, ...dashboardData },
      { path: '/sqllab/', element: sqlLab },
      { path: '/superset/sqllab/', element: sqlLab },
      { path: '*', element: notFound },
    ],
  },
];
