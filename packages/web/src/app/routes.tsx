import { Result } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Navigate, type RouteObject } from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { AppLayout, PageSpinner } from './AppLayout';

// Each page is its own chunk so the first page loads only what it shows.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SetupPage = lazy(() => import('../features/auth/SetupPage'));
const HomePage = lazy(() => import('../features/home/HomePage'));
const DashboardListPage = lazy(() => import('../features/lists/resources/dashboards'));
const ChartListPage = lazy(() => import('../features/lists/resources/charts'));
const DatasetListPage = lazy(() => import('../features/lists/resources/datasets'));
const DatabaseListPage = lazy(() => import('../features/lists/resources/databases'));
const SavedQueryListPage = lazy(() => import('../features/lists/resources/savedQueries'));
const NotBuiltPage = lazy(() => import('../features/placeholders/NotBuiltPage'));

function Standalone({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary region="Page">
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const explore = (
  <NotBuiltPage
    title="Explore"
    description="It will be the chart builder: pick a dataset and a visualization, set metrics, dimensions and filters, and save the chart."
  />
);
const dashboard = (
  <NotBuiltPage
    title="Dashboard"
    description="It will show the dashboard's charts in their saved layout with native filters, cross-filters and edit mode."
  />
);
const sqlLab = (
  <NotBuiltPage
    title="SQL Lab"
    description="It will be the SQL editor: write queries against a database, see results, and save queries."
  />
);

function NotFound() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no page at this address."
      extra={<Link to="/">Back to home</Link>}
    />
  );
}

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
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/superset/welcome/', element: <Navigate to="/" replace /> },
      { path: '/dashboard/list/', element: <DashboardListPage /> },
      { path: '/chart/list/', element: <ChartListPage /> },
      { path: '/tablemodelview/list/', element: <DatasetListPage /> },
      { path: '/databaseview/list/', element: <DatabaseListPage /> },
      { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
      { path: '/explore/', element: explore },
      { path: '/superset/explore/', element: explore },
      { path: '/dashboard/:idOrSlug/', element: dashboard },
      { path: '/superset/dashboard/:idOrSlug/', element: dashboard },
      { path: '/sqllab/', element: sqlLab },
      { path: '/superset/sqllab/', element: sqlLab },
      { path: '*', element: <NotFound /> },
    ],
  },
];
