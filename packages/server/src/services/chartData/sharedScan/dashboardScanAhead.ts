import { queryContextSchema } from '@sightline/core';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../http/types.js';
import type { MetadataSchema } from '../../../repos/schema.js';
import type { ChartDataRequest, ValidatedRequest } from '../chartDataTypes.js';
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
 */

/** After a scan-ahead of a dashboard (for a user) ends, its charts' requests do not start another. */
export const SCAN_AHEAD_COOLDOWN_MS = 5_000;
const MAX_CHARTS_AHEAD = 64;
const MAX_TRACKED_RUNS = 1000;

/** Runs a chart's saved query context ahead: up to its execution, for its rows only. */
export type RunAhead = (request: ChartDataRequest) => Promise<void>;

interface DashboardChartQuery {
  id: number;
  query_context: string | null;
  cache_timeout: number | null;
}

function dashboardChartQueries(
  db: Kysely<MetadataSchema>,
  dashboardId: number,
): Promise<DashboardChartQuery[]> {
  return db
    .selectFrom('dashboard_slices')
    .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
    .select([
      'slices.id as id',
      'slices.query_context as query_context',
      'slices.cache_timeout as cache_timeout',
    ])
    .where('dashboard_slices.dashboard_id', '=', dashboardId)
    .orderBy('slices.id')
    .execute();
}

function parseJson(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** The saved query context's queries as the validate stage reads them (null when it does not parse). */
function savedQueries(text: string | null): string | null {
  const parsed = queryContextSchema.safeParse(parseJson(text));
  return parsed.success ? JSON.stringify(parsed.data.queries) : null;
}

/**
 * Starts a scan-ahead of the request's dashboard unless one ran for the same dashboard and user within
 * the cooldown (or still runs). Returns at once; failures only mean no scan-ahead.
 */
export function scanDashboardAhead(
  db: Kysely<MetadataSchema>,
  user: AuthUser | null,
  request: ValidatedRequest,
  shared: SharedScans,
  runAhead: RunAhead,
): void {
  const { dashboardId, chartId } = request;
  if (dashboardId === null || chartId === null || request.force || request.speculative) return;
  const key = JSON.stringify([dashboardId, user?.id ?? null]);
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
      const charts = await dashboardChartQueries(db, dashboardId);
      const own = charts.find((chart) => chart.id === chartId);
      // The page sends what was saved: the other charts' saved queries are what it will send next.
      if (!own || savedQueries(own.query_context) !== JSON.stringify(request.context.queries)) return;
      const ahead = charts
        .filter((chart) => chart.id !== chartId && chart.query_context)
        .slice(0, MAX_CHARTS_AHEAD);
      await Promise.all(
        ahead.map((chart) =>
          runAhead({
            body: parseJson(chart.query_context),
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
