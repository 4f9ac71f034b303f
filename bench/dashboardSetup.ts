/**
 * Creates the dashboard benchmark's dashboard through the REST API, as a user would: the 30 charts of
 * dashboardCharts.ts saved with their query contexts (built by each chart type's own buildQuery, as the
 * browser builds them), and a dashboard placing them three to a row.
 */
import { BUILT_IN_CHART_PLUGINS, parseFormData } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { DASHBOARD_CHARTS, type BenchChart } from './dashboardCharts.js';

export interface BenchApi {
  get(path: string): Promise<unknown>;
  send(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
}

/** JSON calls to the server at `base` with the bench user's bearer token; a non-2xx answer throws. */
export function benchApi(base: string, authorization: string): BenchApi {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${text.slice(0, 500)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  return { get: (path) => call('GET', path), send: (method, path, body) => call(method, path, body) };
}

export interface SavedBenchChart {
  id: number;
  name: string;
  vizType: string;
  queryContext: QueryContext;
}

export interface BenchDashboard {
  id: number;
  charts: SavedBenchChart[];
  /** Removes the dashboard and its charts. */
  remove(): Promise<void>;
}

/** The query context the chart type builds for the form data (what the dashboard page will post). */
function queryContextOf(chart: BenchChart, formData: Record<string, unknown>): QueryContext {
  const plugin = BUILT_IN_CHART_PLUGINS.find((p) => p.metadata.vizType === chart.viz_type);
  if (!plugin) throw new Error(`chart type ${chart.viz_type} is not registered`);
  return plugin.buildQuery(parseFormData(plugin, formData), {});
}

/** A ROOT → GRID → ROW → CHART layout, three charts of width 4 per row. */
function layoutOf(charts: SavedBenchChart[]): Record<string, unknown> {
  const layout: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
    HEADER_ID: { id: 'HEADER_ID', type: 'HEADER', children: [], meta: { text: 'Dashboard benchmark' } },
  };
  const rows: string[] = [];
  for (let start = 0; start < charts.length; start += 3) {
    const rowId = `ROW-bench-${start / 3}`;
    const chartIds = charts.slice(start, start + 3).map((chart) => {
      const id = `CHART-bench-${chart.id}`;
      layout[id] = {
        id,
        type: 'CHART',
        children: [],
        meta: { chartId: chart.id, width: 4, height: 50, sliceName: chart.name },
      };
      return id;
    });
    layout[rowId] = {
      id: rowId,
      type: 'ROW',
      children: chartIds,
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    rows.push(rowId);
  }
  layout['GRID_ID'] = { id: 'GRID_ID', type: 'GRID', children: rows, meta: {} };
  return layout;
}

export async function createBenchDashboard(api: BenchApi, datasetId: number): Promise<BenchDashboard> {
  const dashboard = (await api.send('POST', '/api/v1/dashboard/', {
    dashboard_title: `Dashboard benchmark ${new Date().toISOString()}`,
    published: true,
  })) as { id: number };
  const charts: SavedBenchChart[] = [];
  for (const chart of DASHBOARD_CHARTS) {
    const formData = { ...chart.formData, viz_type: chart.viz_type, datasource: `${datasetId}__table` };
    const queryContext = queryContextOf(chart, formData);
    const created = (await api.send('POST', '/api/v1/chart/', {
      slice_name: chart.slice_name,
      viz_type: chart.viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify(formData),
      query_context: JSON.stringify(queryContext),
      dashboards: [dashboard.id],
    })) as { id: number };
    const withSlice = { ...queryContext, form_data: { ...formData, slice_id: created.id } };
    charts.push({ id: created.id, name: chart.slice_name, vizType: chart.viz_type, queryContext: withSlice });
  }
  await api.send('PUT', `/api/v1/dashboard/${dashboard.id}`, {
    position_json: JSON.stringify(layoutOf(charts)),
  });
  return {
    id: dashboard.id,
    charts,
    async remove() {
      await api.send('DELETE', `/api/v1/dashboard/${dashboard.id}`);
      await api.send('DELETE', `/api/v1/chart/?q=!(${charts.map((c) => c.id).join(',')})`);
    },
  };
}

/**
 * Saves `filters` as the dashboard's native_filter_configuration, the rest of its json_metadata kept
 * (the configuration goes with `PUT /api/v1/dashboard/{id}`).
 */
export async function saveNativeFilters(
  api: BenchApi,
  dashboardId: number,
  filters: unknown[],
): Promise<void> {
  const { result } = (await api.get(`/api/v1/dashboard/${dashboardId}`)) as {
    result: { json_metadata: string | null };
  };
  const metadata = JSON.parse(result.json_metadata || '{}') as Record<string, unknown>;
  await api.send('PUT', `/api/v1/dashboard/${dashboardId}`, {
    json_metadata: JSON.stringify({ ...metadata, native_filter_configuration: filters }),
  });
}
