import { buildChartQueryContext, type ChartDatasource } from '@sightline/charts';
import { canWriteOwned, parseJsonObject, type ExploreDatasource } from '@sightline/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector, useCurrentUser } from '../../platform/hooks';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import type { ChartDataClient } from '../charts/data/chartDataClient';
import { useChartDataClient } from '../charts/data/useChartDataClient';
import { useChartPlugin } from '../charts/useChartPlugin';
import { useDynamicPluginsLoading } from '../charts/dynamicPluginStore';
import { ExploreChartPane } from './chart/ExploreChartPane';
import { ControlPanel } from './controls/ControlPanel';
import { DatasourcePanel, formDataForNewDataset } from './datasource';
import { ExploreHeader } from './ExploreHeader';
import { exploreSearch, parseExploreUrl, sourceKey } from './exploreUrl';
import { PropertiesModal } from './save/PropertiesModal';
import { SaveModal } from './save/SaveModal';
import {
  applyControlChange,
  describeErrors,
  needsQuery,
  panelControls,
  validateControls,
  withDefaults,
} from './state/controlState';
import {
  datasourceChanged,
  datasourceSaved,
  exploreRekeyed,
  formDataChanged,
  formDataRestored,
  queryRun,
  redo,
  sliceSaved,
  undo,
} from './state/exploreSlice';
import './explore.css';

function toChartDatasource(datasource: ExploreDatasource | null): ChartDatasource | undefined {
  return datasource
    ? {
        id: datasource.id,
        type: datasource.type,
        name: datasource.name,
        columns: datasource.columns,
        metrics: datasource.metrics,
      }
    : undefined;
}

/** The chart-building screen: dataset panel, control panel, chart with its data, save and share. */
export function ExploreView() {
  const dispatch = useAppDispatch();
  const chartData = useChartDataClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const explore = useAppSelector((state) => state.explore);
  const { datasource, slice } = explore;
  const plugin = useChartPlugin(String(explore.formData.viz_type ?? 'table'));
  const queryPlugin = useChartPlugin(String(explore.queryFormData?.viz_type ?? ''));
  const pluginsLoading = useDynamicPluginsLoading();
  const controls = useMemo(() => panelControls(plugin), [plugin]);
  const formData = useMemo(() => withDefaults(plugin, explore.formData), [plugin, explore.formData]);
  const errors = useMemo(
    () => validateControls(controls, formData, datasource),
    [controls, formData, datasource],
  );
  const errorLines = useMemo(() => describeErrors(controls, errors), [controls, errors]);
  const [runToken, setRunToken] = useState(0);
  const [saving, setSaving] = useState(false);
  const [editingProperties, setEditingProperties] = useState(false);

  // Query controls run the query as soon as the form data is valid; render-only ones just redraw.
  const stale = needsQuery(controls, formData, explore.queryFormData);
  useEffect(() => {
    if (plugin && stale && errorLines.length === 0) dispatch(queryRun(formData));
  }, [plugin, stale, errorLines.length, formData, dispatch]);

  useUrlSync(explore.formData, params, navigate, dispatch, controls);

  const onChange = (name: string, value: unknown) => {
    // Controls that report the value they already hold (a flush on blur or unmount) change nothing.
    if (JSON.stringify(value) === JSON.stringify(formData[name])) return;
    dispatch(formDataChanged(applyControlChange(controls, explore.formData, name, value, datasource)));
  };

  const canOverwrite = Boolean(slice && canWriteOwned(user, 'Chart', slice.owners));
  const renderFormData = stale ? (explore.queryFormData ?? formData) : formData;

  return (
    <div className="sl-explore" data-testid="explore">
      <ExploreHeader
        slice={slice}
        formData={formData}
        canUndo={explore.past.length > 0}
        canRedo={explore.future.length > 0}
        onUndo={() => dispatch(undo())}
        onRedo={() => dispatch(redo())}
        onSave={() => setSaving(true)}
        onEditProperties={slice && canOverwrite ? () => setEditingProperties(true) : null}
      />
      <div className="sl-explore-body">
        <aside className="sl-explore-datasource">
          <ErrorBoundary region="Dataset">
            <DatasourcePanel
              datasource={datasource}
              formData={formData}
              onDatasourceChange={(next: ExploreDatasource) =>
                dispatch(
                  datasourceChanged({
                    datasource: next,
                    formData: formDataForNewDataset(explore.formData, next),
                  }),
                )
              }
              onDatasourceSaved={(next: ExploreDatasource) => dispatch(datasourceSaved(next))}
              loadChartSql={() => loadChartSql(chartData, plugin, formData)}
            />
          </ErrorBoundary>
        </aside>
        <section className="sl-explore-controls" data-testid="control-panel">
          {plugin && (
            <ControlPanel
              plugin={plugin}
              controls={controls}
              formData={formData}
              datasource={datasource}
              errors={errors}
              onChange={onChange}
            />
          )}
        </section>
        <main className="sl-explore-main">
          <ErrorBoundary region="Chart">
            <ExploreChartPane
              plugin={plugin}
              queryPlugin={queryPlugin}
              queryFormData={explore.queryFormData}
              renderFormData={renderFormData}
              datasource={toChartDatasource(datasource)}
              pluginsLoading={pluginsLoading}
              chartName={slice?.slice_name ?? 'chart'}
              controlErrors={errorLines}
              runToken={runToken}
              onRun={() => {
                if (stale) dispatch(queryRun(formData));
                else setRunToken((n) => n + 1);
              }}
            />
          </ErrorBoundary>
        </main>
      </div>
      {saving && (
        <SaveModal
          plugin={plugin}
          formData={formData}
          slice={slice}
          canOverwrite={canOverwrite}
          onClose={() => setSaving(false)}
          onSaved={(chartId, dashboardId) => {
            setSaving(false);
            if (dashboardId) navigate(`/dashboard/${dashboardId}/`);
            else navigate(`/explore/?slice_id=${chartId}`);
          }}
        />
      )}
      {editingProperties && slice && (
        <PropertiesModal
          slice={slice}
          onClose={() => setEditingProperties(false)}
          onSaved={(values) => {
            setEditingProperties(false);
            dispatch(sliceSaved({ ...slice, ...values }));
          }}
        />
      )}
    </div>
  );
}

/** The chart's SQL as the server compiles it (View in SQL Lab opens it). */
async function loadChartSql(
  client: ChartDataClient,
  plugin: ReturnType<typeof useChartPlugin>,
  formData: Record<string, unknown>,
): Promise<string> {
  if (!plugin) throw new Error('The chart type is not loaded');
  const context = buildChartQueryContext(plugin, formData);
  if (context instanceof Error) throw context;
  return client.sql(context);
}

const URL_SETTLE_MS = 300;

/**
 * Keeps the form data in the URL: a change that needs a query adds a history entry, a render-only change
 * replaces the current one; back and forward restore the form data the URL holds.
 */
function useUrlSync(
  formData: Record<string, unknown>,
  params: URLSearchParams,
  navigate: ReturnType<typeof useNavigate>,
  dispatch: ReturnType<typeof useAppDispatch>,
  controls: ReturnType<typeof panelControls>,
) {
  const initial = useRef(JSON.stringify(formData));
  const written = useRef<string | null>(params.get('form_data'));
  const lastWrite = useRef(0);
  const text = JSON.stringify(formData);

  useEffect(() => {
    if (text === written.current) return;
    // A fresh load (a permalink, a saved chart) keeps its short URL until something changes.
    if (written.current === null && text === initial.current) return;
    const previous = parseJsonObject(written.current ?? initial.current);
    written.current = text;
    const search = exploreSearch(formData);
    // The state stays loaded under the new URL (a permalink becomes a slice or dataset URL).
    const source = parseExploreUrl(new URLSearchParams(search)).source;
    if (source) dispatch(exploreRekeyed(sourceKey(source)));
    // A change right after another (a control settling its value) joins the previous history entry.
    const settling = Date.now() - lastWrite.current < URL_SETTLE_MS;
    lastWrite.current = Date.now();
    navigate(
      { pathname: '/explore/', search },
      { replace: settling || !previous || !needsQuery(controls, formData, previous) },
    );
    // Only the form data drives URL writes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  // Back and forward restore the form data the browser's URL now holds. The browser's popstate is read
  // directly: the router reports it too, but late or not at all while its own navigation (our last write)
  // is still settling.
  useEffect(() => {
    const onPopState = () => {
      const current = new URLSearchParams(window.location.search).get('form_data');
      if (current === written.current) return;
      // Back to the entry the page opened with (no form data in its URL): the form data it loaded.
      const restored = parseJsonObject(current ?? initial.current);
      written.current = current;
      if (restored) dispatch(formDataRestored(restored));
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dispatch]);
}
