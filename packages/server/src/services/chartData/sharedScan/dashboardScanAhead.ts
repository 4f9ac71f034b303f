import { createHash } from 'node:crypto';
import { parseJsonObject, sameJson, type ExtraFormData, type QueryContext } from '@sightline/core';
import type { AppDeps, AuthUser } from '../../../appDeps.js';
import {
  dashboardChartQueries,
  loadDashboardLayout,
  type DashboardChartQuery,
} from '../../../repos/savedChartQueries.js';
import type { ChartDataRequest, ValidatedRequest } from '../chartDataTypes.js';
import { queryContextOf, type KeptQueryContexts } from '../stages/validate.js';
import { extrasTouchTime, requestExtras, withExtras } from './scanAheadExtras.js';
import { chartsFilteredLike } from './scanAheadScopes.js';
import type { SharedScans } from './sharedScans.js';

/**
 * Dashboard scan-ahead. A page loads its charts a few at a time (a browser opens six connections per
 * host), so the shared-scan window only ever sees a handful of them together. When a chart of a
 * dashboard misses the result cache and the query it sends is the one saved with the chart (no
 * dashboard filter changed it), the saved queries of the dashboard's other charts are run ahead through
 * the same pipeline, as the same user, into the same window: one shared statement for the dashboard
 * rather than one per wave. Their rows wait in ScannedAheadResults for the charts' own requests, which
 * may also join an execution still in flight. Run ahead, a query that cannot share a scan does not run
 * at all: it runs when its chart asks for it, as without sharing.
 *
 * After a dashboard filter changed, the chart's request carries the filters in its scope (form_data's
 * extra_form_data, applied to its queries). The same extras are then applied to the saved queries of the
 * other charts on the same dataset that the dashboard's filters scope exactly like it (scanAheadScopes),
 * when applying them to the chart's own saved queries gives exactly what it sent; extras that change time
 * settings (applied per chart type) only go to charts of the same type. Other charts are not run ahead.
 */

/** After a scan-ahead of a dashboard (for a user) ends, its charts' requests do not start another. */
export const SCAN_AHEAD_COOLDOWN_MS = 5_000;
const MAX_CHARTS_AHEAD = 64;
const MAX_TRACKED_RUNS = 1000;

/** Runs a chart's saved query context ahead: up to its execution, for its rows only. */
export type RunAhead = (request: ChartDataRequest) => Promise<void>;

/**
 * The saved query context as the validate stage reads it, from its kept parses (null when it does not
 * parse): the request run ahead with it unchanged is then validated without parsing it again.
 */
function savedContext(keptContexts: KeptQueryContexts, text: string | null): QueryContext | null {
  return queryContextOf(keptContexts, parseJsonObject(text));
}

/** The request bodies to run ahead: the other charts' saved queries, with the request's extras if any. */
async function bodiesAhead(
  deps: AppDeps,
  request: ValidatedRequest,
  charts: DashboardChartQuery[],
  extras: ExtraFormData | null,
): Promise<{ chart: DashboardChartQuery; body: unknown }[]> {
  const own = charts.find((chart) => chart.id === request.chartId);
  const ownSaved = own ? savedContext(deps.chartData.queryContexts, own.query_context) : null;
  if (!own || !ownSaved) return [];
  const others = charts.filter((chart) => chart.id !== own.id && chart.query_context);
  // Compared as JSON whatever the key order: the request's queries come in the schema's key order, while
  // withExtras adds a key the saved query lacks (granularity) after the others.
  const sent = request.context.queries;
  // The page sends what was saved: the other charts' saved queries are what it will send next.
  if (!extras) {
    if (!sameJson(ownSaved.queries, sent)) return [];
    return others.map((chart) => ({ chart, body: parseJsonObject(chart.query_context) }));
  }
  if (!sameJson(withExtras(ownSaved.queries, extras), sent)) return [];
  // Filter boxes scope their fields by json_metadata's filter_scopes, which chartsFilteredLike does not read.
  if (charts.some((chart) => chart.viz_type === 'filter_box')) return [];
  const dashboard = await loadDashboardLayout(deps.db, request.dashboardId!);
  if (!dashboard) return [];
  const alike = chartsFilteredLike(dashboard, charts, own.id);
  const touchesTime = extrasTouchTime(extras);
  return others.flatMap((chart) => {
    if (!alike.has(chart.id)) return [];
    const saved = savedContext(deps.chartData.queryContexts, chart.query_context);
    if (!saved || saved.datasource.id !== request.datasourceId) return [];
    if (touchesTime && chart.viz_type !== own.viz_type) return [];
    const formData = { ...saved.form_data, extra_form_data: extras };
    const body = { ...saved, queries: withExtras(saved.queries, extras), form_data: formData };
    return [{ chart, body }];
  });
}

/**
 * Starts a scan-ahead of the request's dashboard unless one ran for the same dashboard and user within
 * the cooldown (or still runs). Returns at once; failures only mean no scan-ahead.
 */
export function scanDashboardAhead(
  deps: AppDeps,
  user: AuthUser | null,
  request: ValidatedRequest,
  shared: SharedScans,
  runAhead: RunAhead,
): void {
  const { dashboardId, chartId } = request;
  if (dashboardId === null || chartId === null || request.force || request.speculative) return;
  const extras = requestExtras(request.context);
  if (extras === 'unsupported') return;
  // A filter change starts its own scan-ahead: its charts send other queries than the last one's. The
  // extras (a filter's values, as many as the page sends) are kept as a digest: up to MAX_TRACKED_RUNS
  // keys are held.
  const filtersDigest = extras && createHash('sha256').update(JSON.stringify(extras)).digest('base64');
  const key = JSON.stringify([dashboardId, user?.id ?? null, filtersDigest]);
  const last = shared.scanAheadRuns.get(key);
  if (last && (last.finishedAt === null || Date.now() - last.finishedAt < SCAN_AHEAD_COOLDOWN_MS)) return;
  const run: { finishedAt: number | null } = { finishedAt: null };
  shared.scanAheadRuns.delete(key);
  if (shared.scanAheadRuns.size >= MAX_TRACKED_RUNS) {
    shared.scanAheadRuns.delete(shared.scanAheadRuns.keys().next().value as string);
  }
  shared.scanAheadRuns.set(key, run);
  void (async () => {
    try {
      const charts = await dashboardChartQueries(deps.db, dashboardId);
      const ahead = (await bodiesAhead(deps, request, charts, extras)).slice(0, MAX_CHARTS_AHEAD);
      await Promise.all(
        ahead.map(({ chart, body }) =>
          runAhead({
            body,
            chartId: chart.id,
            chartCacheTimeout: chart.cache_timeout,
            dashboardId,
            speculative: true,
          }).catch(() => undefined),
        ),
      );
    } catch {
      // Only an optimisation: the charts' own requests still run their queries.
    } finally {
      run.finishedAt = Date.now();
    }
  })();
}
