import { memo, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { BackHomeResult } from '../../platform/BackHomeResult';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { PageSpinner } from '../../ui/PageSpinner';
import { useToasts } from '../../ui/useToasts';
import { BuilderPanel } from './builder/BuilderPanel';
import { useChartDataClient } from '../charts/data/useChartDataClient';
import { DashboardHeader } from './header/DashboardHeader';
import { FilterBoxMigrationBanner } from './filterBox/FilterBoxMigrationBanner';
import { CrossFilterStrip } from './filters/CrossFilterStrip';
import { NativeFilterBar } from './filters/NativeFilterBar';
import { useFilterStateUrlSync } from './filters/urlState/useFilterStateUrlSync';
import { useFilterSetUrl } from './filters/filterSets/useFilterSetUrl';
import { DashboardLayoutView } from './layout/DashboardLayoutView';
import { DashboardDndProvider } from './layout/dnd/DashboardDndProvider';
import { dashboardMessages as messages } from './messages';
import { loadDashboard } from './state/dashboardThunks';
import { useDashboardRefreshTimer } from './useDashboardRefreshTimer';
import './dashboardPage.css';

/** Errors (a failed save or publish) and warnings the thunks leave in the store, shown as toasts. */
function useDashboardToasts() {
  const toast = useAppSelector((state) => state.dashboard.toast);
  const { addDangerToast, addWarningToast } = useToasts();
  useEffect(() => {
    if (toast) (toast.level === 'warning' ? addWarningToast : addDangerToast)(toast.text);
  }, [toast, addDangerToast, addWarningToast]);
}

function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function LoadError({
  status,
  error,
  permalink,
}: {
  status: number | null;
  error: string | null;
  permalink: boolean;
}) {
  if (status === 404)
    return (
      <BackHomeResult
        status="404"
        title={messages.notFoundTitle}
        subTitle={permalink ? messages.permalinkNotFoundText : messages.notFoundText}
      />
    );
  if (status === 403 || status === 401)
    return <BackHomeResult status="403" title={messages.forbiddenTitle} subTitle={messages.forbiddenText} />;
  return <BackHomeResult status="error" title={messages.loadFailedTitle} subTitle={error} />;
}

/**
 * `/dashboard/{id or slug}/` and the permalink routes `/dashboard/p/{key}/`: loads the dashboard (the
 * permalink's view too, keeping its URL), then lays out the header, the layout and, in edit mode, the
 * builder panel; the dashboard's CSS applies while it is shown.
 */
export default function DashboardPage() {
  const { idOrSlug, key } = useParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.dashboard.status);
  const error = useAppSelector((state) => state.dashboard.error);
  const errorStatus = useAppSelector((state) => state.dashboard.errorStatus);
  const title = useAppSelector((state) => state.dashboard.info?.dashboard_title);
  const css = useAppSelector((state) => state.dashboard.dashboardState.css);
  const editMode = useAppSelector((state) => state.dashboard.dashboardState.editMode);
  useDashboardToasts();
  useDashboardRefreshTimer();
  useDocumentTitle(title);
  // A permalink's URL stays as shared; a dashboard's carries its filter state (native_filters_key).
  useFilterStateUrlSync(!key && status === 'ready');
  useFilterSetUrl(status === 'ready');
  // Leaving the dashboard stops the queries sent ahead of charts that never asked for them, and forgets
  // the answers it had.
  const chartData = useChartDataClient();
  useEffect(() => () => chartData.closeDashboard(), [chartData, idOrSlug, key]);

  useEffect(() => {
    void dispatch(
      loadDashboard({ idOrSlug, permalinkKey: key, search: location.search, hash: location.hash }),
    );
    // The URL's other parts (tabs, edit=true) change while the page is open; only a new dashboard reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idOrSlug, key, dispatch]);

  if (status === 'error') return <LoadError status={errorStatus} error={error} permalink={!!key} />;
  if (status !== 'ready') return <PageSpinner />;
  return <DashboardView css={css} editMode={editMode} />;
}

/**
 * The loaded dashboard. Memoized: the page re-renders on each URL change (a filter's Apply writes its
 * state key into the URL), which must not re-render the header, the filter bar and the layout.
 */
const DashboardView = memo(function DashboardView({ css, editMode }: { css: string; editMode: boolean }) {
  return (
    <div className={`sl-dashboard${editMode ? ' sl-dashboard--editing' : ''}`} data-testid="dashboard-page">
      {css && <style data-testid="dashboard-css">{css}</style>}
      <DashboardHeader />
      {/* One drag context around the layout and the builder panel, so panel items drop onto the layout. */}
      <DashboardDndProvider>
        <div className="sl-dashboard-content">
          {!editMode && <NativeFilterBar />}
          <div className="sl-dashboard-body">
            {!editMode && <FilterBoxMigrationBanner />}
            {!editMode && <CrossFilterStrip />}
            <DashboardLayoutView />
          </div>
          {editMode && (
            <aside className="sl-dashboard-builder">
              <BuilderPanel />
            </aside>
          )}
        </div>
      </DashboardDndProvider>
    </div>
  );
});
