import { preloadable } from '@sightline/charts/preloadable';
import { Suspense, type ReactNode } from 'react';
import {
  Navigate,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PageSpinner } from '../ui/PageSpinner';
import { BackHomeResult } from '../platform/BackHomeResult';
import { appMessages } from '../platform/messages';
import { prefetchDashboard } from '../features/dashboard/api/dashboardUrls';

// Each page is its own chunk so the first page loads only what it shows; the signed-in layout (header,
// menus) too, so the sign-in page does not load it.
const appLayout = preloadable(() => import('./AppLayout'));
const loginPage = preloadable(() => import('../features/auth/LoginPage'));
const setupPage = preloadable(() => import('../features/auth/SetupPage'));
const homePage = preloadable(() => import('../features/home/HomePage'));
const dashboardListPage = preloadable(() => import('../features/lists/resources/dashboards'));
const chartListPage = preloadable(() => import('../features/lists/resources/charts'));
const datasetListPage = preloadable(() => import('../features/lists/resources/datasets'));
const databaseListPage = preloadable(() => import('../features/lists/resources/databases'));
const savedQueryListPage = preloadable(() => import('../features/lists/resources/savedQueries'));
const dynamicPluginListPage = preloadable(() => import('../features/dynamicPlugins/DynamicPluginListPage'));
const explorePage = preloadable(() => import('../features/explore/ExplorePage'));
const dashboardPage = preloadable(() => import('../features/dashboard/DashboardPage'));
const sqlLabPage = preloadable(() => import('../features/sqlLab/SqlLabPage'));

function Standalone({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary region="Page">
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

type Preloadable = { preload(): Promise<unknown> };
interface CodeLoading {
  loader: () => Promise<null>;
  shouldRevalidate: () => boolean;
  hydrateFallbackElement: ReactNode;
}

/** Loads the pages' code side by side; a failed load is left to the pages, whose lazy path tries again and shows the error. */
const preloadAll = (...pages: Preloadable[]): Promise<null> =>
  Promise.all(pages.map((page) => page.preload())).then(
    () => null,
    () => null,
  );

/**
 * A route whose pages' code loads before it renders (preloadable.tsx), so none of them suspends: the
 * layout's and the page's at once instead of one after the other. Code never needs loading again, so
 * the loader does not re-run on the route's own URL changes. The spinner shows while the app's first
 * page loads (there is no page on screen yet to keep).
 */
function codeOf(...pages: Preloadable[]): CodeLoading {
  return {
    loader: () => preloadAll(...pages),
    shouldRevalidate: () => false,
    hydrateFallbackElement: <PageSpinner />,
  };
}
/** A page inside the signed-in layout. */
const inLayout = (page: Preloadable) => codeOf(appLayout, page);

const explore = { element: <explorePage.Component />, ...inLayout(explorePage) };
const dashboard = { element: <dashboardPage.Component />, ...inLayout(dashboardPage) };
// The dashboard's data is requested at navigation, while its code loads; tab or edit changes to the
// URL do not ask again.
const dashboardWithData = {
  ...dashboard,
  loader: ({ params }: LoaderFunctionArgs) => {
    prefetchDashboard(params.idOrSlug);
    return dashboard.loader();
  },
  shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
    currentParams.idOrSlug !== nextParams.idOrSlug,
};
const sqlLab = { element: <sqlLabPage.Component />, ...inLayout(sqlLabPage) };
const notFound = (
  <BackHomeResult status="404" title={appMessages.notFoundTitle} subTitle={appMessages.notFoundText} />
);

export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Standalone>
        <loginPage.Component />
      </Standalone>
    ),
    ...codeOf(loginPage),
  },
  {
    path: '/setup',
    element: (
      <Standalone>
        <setupPage.Component />
      </Standalone>
    ),
    ...codeOf(setupPage),
  },
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <appLayout.Component />
      </Suspense>
    ),
    children: [
      { path: '/', element: <homePage.Component />, ...inLayout(homePage) },
      { path: '/superset/welcome/', element: <Navigate to="/" replace /> },
      { path: '/dashboard/list/', element: <dashboardListPage.Component />, ...inLayout(dashboardListPage) },
      { path: '/chart/list/', element: <chartListPage.Component />, ...inLayout(chartListPage) },
      { path: '/tablemodelview/list/', element: <datasetListPage.Component />, ...inLayout(datasetListPage) },
      { path: '/databaseview/list/', element: <databaseListPage.Component />, ...inLayout(databaseListPage) },
      {
        path: '/savedqueryview/list/',
        element: <savedQueryListPage.Component />,
        ...inLayout(savedQueryListPage),
      },
      {
        path: '/dynamic-plugins/list/',
        element: <dynamicPluginListPage.Component />,
        ...inLayout(dynamicPluginListPage),
      },
      { path: '/explore/', ...explore },
      { path: '/superset/explore/', ...explore },
      { path: '/explore/p/:key/', ...explore },
      { path: '/superset/explore/p/:key/', ...explore },
      // The static `p` segment outranks :idOrSlug, so /dashboard/p/KEY/ is always a permalink.
      { path: '/dashboard/p/:key/', ...dashboard },
      { path: '/superset/dashboard/p/:key/', ...dashboard },
      { path: '/dashboard/:idOrSlug/', ...dashboardWithData },
      { path: '/superset/dashboard/:idOrSlug/', ...dashboardWithData },
      { path: '/sqllab/', ...sqlLab },
      { path: '/superset/sqllab/', ...sqlLab },
      { path: '/sqllab/p/:key/', ...sqlLab },
      { path: '/superset/sqllab/p/:key/', ...sqlLab },
      { path: '*', element: notFound },
    ],
  },
];
