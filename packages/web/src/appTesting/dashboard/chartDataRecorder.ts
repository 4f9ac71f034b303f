/**
 * The dashboard API stubbed for filter tests: every chart-data request answers one row unless `answer`
 * answers it, and each chart's request (one with form_data) is recorded with its query's filters.
 * Tests only.
 */
import { vi } from 'vitest';
import type { Handler } from '../../testing/fakeServer';
import { stubChartDataApi } from './renderDashboard';

export interface QueryFilter {
  col: string;
  op: string;
  val: unknown;
}

/** A chart's data request: which chart sent it and the filters of its query. */
export interface SentChartQuery {
  sliceId: number;
  filters: QueryFilter[];
}

/** A chart-data request as `answer` sees it: the chart that sent it (none for option searches) and its body. */
export interface ChartDataRequest {
  sliceId: number | undefined;
  body: { queries: { columns?: string[]; filters?: QueryFilter[] }[] };
}

/** Answers a request itself (a Response), or leaves it to the one-row default (undefined). */
export type ChartDataAnswer = (request: ChartDataRequest) => Response | undefined;

/** A chart-data answer of `rows` under the columns `column` and count. */
export function chartDataRows(column: string, rows: Record<string, unknown>[]) {
  return { colnames: [column, 'count'], coltypes: [1, 0], data: rows, rowcount: rows.length };
}

export function stubRecordingChartData(handlers: Record<string, Handler> = {}, answer?: ChartDataAnswer) {
  const server = stubChartDataApi(handlers);
  const sent: SentChartQuery[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/chart/data') {
      const formData = url.searchParams.get('form_data');
      const request: ChartDataRequest = {
        sliceId: formData ? (JSON.parse(formData) as { slice_id: number }).slice_id : undefined,
        body: JSON.parse(init!.body as string) as ChartDataRequest['body'],
      };
      const own = answer?.(request);
      if (own) return Promise.resolve(own);
      if (request.sliceId !== undefined)
        sent.push({ sliceId: request.sliceId, filters: request.body.queries[0]?.filters ?? [] });
    }
    return inner(input, init);
  });
  return { server, sent };
}

/** The requests chart `id` sent. */
export const queriesOf = (sent: readonly SentChartQuery[], id: number) =>
  sent.filter((q) => q.sliceId === id);
