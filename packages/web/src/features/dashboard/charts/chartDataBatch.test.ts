import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiRequest } from '../../../app/apiClient';
import { createBatchedChartDataSend } from './chartDataBatch';
import type { ChartDataRequest } from './chartDataRequest';

const request = (sliceId: number, dashboardId = 7): ChartDataRequest => ({
  sliceId,
  dashboardId,
  queryContext: { datasource: { id: 1, type: 'table' }, queries: [{ row_limit: sliceId }] } as QueryContext,
  force: false,
});
const line = (index: number, status: number, body: unknown) => `${JSON.stringify({ index, status, body })}\n`;
const answer = (rows: number): { result: ChartDataResult[] } => ({
  result: [{ rowcount: rows, data: [] } as unknown as ChartDataResult],
});

/** A client whose batch answer streams `chunks`, one after another, when `release` is called. */
function streamingClient(chunks: string[]) {
  const calls: ApiRequest[] = [];
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const client = {
    requestResponse: vi.fn((req: ApiRequest) => {
      calls.push(req);
      return Promise.resolve(new Response(body, { status: 200 }));
    }),
  };
  const release = () => {
    for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
    controller.close();
  };
  return { client, calls, release };
}

describe('createBatchedChartDataSend', () => {
  it('sends the requests of one tick as one batch and answers each from its own line', async () => {
    const { client, calls, release } = streamingClient([
      line(1, 200, answer(2)),
      line(0, 200, answer(1)).slice(0, 10),
      line(0, 200, answer(1)).slice(10) + line(2, 403, { message: 'You may not read this dataset' }),
    ]);
    const sendOne = vi.fn();
    const send = createBatchedChartDataSend(client, sendOne);
    const signal = new AbortController().signal;
    const answers = [send(request(1), signal), send(request(2), signal), send(request(3), signal)];
    await Promise.resolve();
    release();
    expect(await answers[0]).toEqual(answer(1).result);
    expect(await answers[1]).toEqual(answer(2).result);
    await expect(answers[2]).rejects.toMatchObject({ status: 403, message: 'You may not read this dataset' });
    expect(sendOne).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/chart/data/batch/?dashboard_id=7');
    const body = calls[0]!.body as { queries: { slice_id: number; force: boolean }[] };
    expect(body.queries.map((q) => q.slice_id)).toEqual([1, 2, 3]);
  });

  it('sends at once on flush, and a lone request on its own', async () => {
    const { client, calls } = streamingClient([]);
    const sendOne = vi.fn(() => Promise.resolve(answer(5).result));
    const send = createBatchedChartDataSend(client, sendOne);
    const signal = new AbortController().signal;
    void send(request(1), signal);
    void send(request(2), signal);
    send.flush();
    expect(calls).toHaveLength(1);
    expect(await send(request(9), signal)).toEqual(answer(5).result);
    expect(sendOne).toHaveBeenCalledTimes(1);
  });

  it('rejects an aborted chart at once, and stops the batch once nobody waits', async () => {
    const { client, calls } = streamingClient([]);
    const send = createBatchedChartDataSend(client, vi.fn());
    const first = new AbortController();
    const second = new AbortController();
    const answers = [send(request(1), first.signal), send(request(2), second.signal)];
    send.flush();
    first.abort();
    await expect(answers[0]).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal!.aborted).toBe(false);
    second.abort();
    await expect(answers[1]).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]!.signal!.aborted).toBe(true);
  });

  it('fails every chart of a refused batch with the answer, and charts left out of an answer', async () => {
    const refused = {
      requestResponse: vi.fn(() => Promise.reject(new ApiError(401, 'Not signed in'))),
    };
    const send = createBatchedChartDataSend(refused, vi.fn());
    const signal = new AbortController().signal;
    const both = [send(request(1), signal), send(request(2), signal)];
    for (const one of both) await expect(one).rejects.toEqual(new ApiError(401, 'Not signed in'));

    const { client, release } = streamingClient([line(0, 200, answer(1))]);
    const short = createBatchedChartDataSend(client, vi.fn());
    const answers = [short(request(1), signal), short(request(2), signal)];
    short.flush();
    release();
    expect(await answers[0]).toEqual(answer(1).result);
    await expect(answers[1]).rejects.toThrow('Received unexpected response status (200)');
  });
});
