import type { ChartDataResult } from '@sightline/charts';
import { apiClient, ApiError, messageFromErrorBody, type ApiClient } from '../../../app/apiClient';
import { dashboardMessages } from '../messages';
import { chartDataResults, postChartData, type ChartDataRequest } from './chartDataRequest';

/**
 * Chart-data requests started in the same tick (a dashboard's first screen, a filter's Apply) go out as
 * one `POST /api/v1/chart/data/batch/` (server routes/chartDataBatch.ts): the page's main thread spends
 * ~1 ms on each request it sends and each answer it reads, ~60 ms for 30 charts. Each chart still gets
 * its own answer as soon as the server has it (the answer streams one line per chart), its own error
 * (the status and message its single call would have had), and its own abort; a lone request is sent
 * on its own, as before.
 */

export const MAX_BATCH_SIZE = 50;

type Send = (request: ChartDataRequest, signal: AbortSignal) => Promise<ChartDataResult[]>;

interface Item {
  request: ChartDataRequest;
  signal: AbortSignal;
  settled: boolean;
  resolve(results: ChartDataResult[]): void;
  reject(error: unknown): void;
}

const abortError = () => new DOMException('The chart query was aborted.', 'AbortError');

function fail(item: Item, error: unknown): void {
  if (item.settled) return;
  item.settled = true;
  item.reject(error);
}

function settle(item: Item, outcome: () => ChartDataResult[]): void {
  if (item.settled) return;
  item.settled = true;
  try {
    item.resolve(outcome());
  } catch (error) {
    item.reject(error);
  }
}

/** One line of the answer: `{index, status, body}`, settling that item as its single call would. */
function settleLine(items: readonly Item[], line: string): void {
  const { index, status, body } = JSON.parse(line) as { index: number; status: number; body: unknown };
  const item = items[index];
  if (!item) return;
  settle(item, () => {
    if (status >= 200 && status < 300) return chartDataResults(status, body);
    throw new ApiError(status, messageFromErrorBody(body, `HTTP ${status}`), body);
  });
}

async function sendBatch(client: Pick<ApiClient, 'requestResponse'>, items: Item[]): Promise<void> {
  const controller = new AbortController();
  // Stopped once every chart in it has stopped waiting (aborted or answered).
  const stopWhenNobodyWaits = () => {
    if (items.every((item) => item.settled)) controller.abort();
  };
  for (const item of items) item.signal.addEventListener('abort', stopWhenNobodyWaits, { once: true });
  const { dashboardId } = items[0]!.request;
  try {
    const response = await client.requestResponse({
      url: `/api/v1/chart/data/batch/?dashboard_id=${dashboardId}`,
      method: 'POST',
      body: {
        queries: items.map(({ request }) => ({
          slice_id: request.sliceId,
          query_context: { ...request.queryContext, force: request.force || request.queryContext.force },
          force: request.force,
        })),
      },
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += value;
      let end: number;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        if (line.trim()) settleLine(items, line);
      }
    }
    if (buffered.trim()) settleLine(items, buffered);
    // An answer that ended without a chart's line (the server stopped mid-way).
    const missing = new Error(dashboardMessages.unexpectedStatus(200));
    for (const item of items) fail(item, missing);
  } catch (error) {
    for (const item of items) fail(item, error);
  } finally {
    for (const item of items) item.signal.removeEventListener('abort', stopWhenNobodyWaits);
  }
}

/**
 * A `send` for createChartLoader that batches the requests started in one tick (see above); `flush`
 * sends what is waiting at once: a caller that has just started a burst (chartPrefetch.ts) sends it
 * before the page renders, which it would otherwise do first (React renders a store change in a
 * microtask queued before the batch's).
 */
export function createBatchedChartDataSend(
  client: Pick<ApiClient, 'requestResponse'> = apiClient,
  sendOne: Send = postChartData,
  maxBatch = MAX_BATCH_SIZE,
): Send & { flush(): void } {
  let pending: Item[] = [];
  const flush = () => {
    const started = pending.filter((item) => !item.settled);
    pending = [];
    const byDashboard = new Map<number, Item[]>();
    for (const item of started) {
      const list = byDashboard.get(item.request.dashboardId) ?? [];
      list.push(item);
      byDashboard.set(item.request.dashboardId, list);
    }
    for (const list of byDashboard.values()) {
      for (let at = 0; at < list.length; at += maxBatch) {
        const batch = list.slice(at, at + maxBatch);
        if (batch.length === 1) {
          const [item] = batch as [Item];
          sendOne(item.request, item.signal).then(
            (results) => settle(item, () => results),
            (error: unknown) => fail(item, error),
          );
        } else void sendBatch(client, batch);
      }
    }
  };
  const send = (request: ChartDataRequest, signal: AbortSignal) =>
    new Promise<ChartDataResult[]>((resolve, reject) => {
      if (signal.aborted) return reject(abortError());
      const item: Item = { request, signal, settled: false, resolve, reject };
      signal.addEventListener('abort', () => fail(item, abortError()), { once: true });
      if (pending.length === 0) queueMicrotask(flush);
      pending.push(item);
    });
  return Object.assign(send, { flush });
}
