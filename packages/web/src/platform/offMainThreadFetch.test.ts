// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchWorkerCommand, FetchWorkerReply } from './fetchWorkerProtocol';
import { createOffMainThreadFetch, type FetchWorkerPort } from './offMainThreadFetch';

/** A stand-in for the fetch worker: records what the page posts, answers when told. */
class FakeWorker implements FetchWorkerPort {
  readonly posted: FetchWorkerCommand[] = [];
  onmessage: ((event: MessageEvent<FetchWorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;

  postMessage(command: FetchWorkerCommand) {
    this.posted.push(command);
  }
  terminate() {
    this.terminated = true;
  }
  reply(reply: FetchWorkerReply) {
    this.onmessage?.({ data: reply } as MessageEvent<FetchWorkerReply>);
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

function setUp() {
  const worker = new FakeWorker();
  const started = vi.fn(() => worker);
  return { worker, started, fetchOffMain: createOffMainThreadFetch(started) };
}

/** A stubbed global fetch answering `text` to everything, with the calls it got. */
function stubFetch(text = 'from the page') {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    return Promise.resolve(new Response(text));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offMainThreadFetch', () => {
  it('hands a request to the worker and builds the Response from its reply', async () => {
    const { worker, started, fetchOffMain } = setUp();
    const answer = fetchOffMain('/api/v1/chart/data?x=1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': 't1' },
      body: '{"a":1}',
      credentials: 'include',
    });
    expect(worker.posted).toEqual([
      {
        type: 'send',
        id: 1,
        url: new URL('/api/v1/chart/data?x=1', location.href).href,
        method: 'POST',
        headers: [
          ['content-type', 'application/json'],
          ['x-csrftoken', 't1'],
        ],
        credentials: 'include',
        body: '{"a":1}',
      },
    ]);
    worker.reply({
      id: 1,
      status: 422,
      statusText: 'Unprocessable Entity',
      headers: [['content-type', 'application/json']],
      body: '{"message":"bad"}',
    });
    const response = await answer;
    expect(response.status).toBe(422);
    expect(response.statusText).toBe('Unprocessable Entity');
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ message: 'bad' });
    // One worker for the page's requests.
    void fetchOffMain('/b');
    expect(started).toHaveBeenCalledTimes(1);
    expect(worker.posted.map((c) => c.id)).toEqual([1, 2]);
  });

  it('matches each reply to its request, whatever order they come in', async () => {
    const { worker, fetchOffMain } = setUp();
    const first = fetchOffMain('/first');
    const second = fetchOffMain('/second');
    worker.reply({ id: 2, status: 200, statusText: 'OK', headers: [], body: 'two' });
    worker.reply({ id: 1, status: 200, statusText: 'OK', headers: [], body: 'one' });
    expect(await (await first).text()).toBe('one');
    expect(await (await second).text()).toBe('two');
  });

  it('gives a null-body status no body, and rejects a failed request with its reason', async () => {
    const { worker, fetchOffMain } = setUp();
    const empty = fetchOffMain('/empty', { method: 'DELETE' });
    const failed = fetchOffMain('/down');
    worker.reply({ id: 1, status: 204, statusText: 'No Content', headers: [], body: '' });
    worker.reply({ id: 2, error: 'Failed to fetch' });
    expect((await empty).status).toBe(204);
    expect(await (await empty).text()).toBe('');
    await expect(failed).rejects.toThrow(new TypeError('Failed to fetch'));
  });

  it('aborts in the worker and rejects at once; a late reply settles nothing', async () => {
    const { worker, fetchOffMain } = setUp();
    const controller = new AbortController();
    const answer = fetchOffMain('/slow', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.posted[1]).toEqual({ type: 'abort', id: 1 });
    const next = fetchOffMain('/next');
    let settled = false;
    void next.then(() => (settled = true));
    worker.reply({ id: 1, status: 200, statusText: 'OK', headers: [], body: 'late' });
    await Promise.resolve();
    expect(settled).toBe(false);
    worker.reply({ id: 2, status: 200, statusText: 'OK', headers: [], body: 'next' });
    expect(await (await next).text()).toBe('next');
  });

  it('does not send a request whose signal already aborted', async () => {
    const { worker, fetchOffMain } = setUp();
    await expect(fetchOffMain('/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(worker.posted).toEqual([]);
  });

  it('sends the unanswered requests from the page when the worker fails, and every later one', async () => {
    const calls = stubFetch();
    const { worker, fetchOffMain } = setUp();
    const answered = fetchOffMain('/answered');
    const unanswered = fetchOffMain('/unanswered');
    worker.reply({ id: 1, status: 200, statusText: 'OK', headers: [], body: 'by the worker' });
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(await (await answered).text()).toBe('by the worker');
    expect(await (await unanswered).text()).toBe('from the page');
    expect(await (await fetchOffMain('/later')).text()).toBe('from the page');
    expect(calls).toEqual(['/unanswered', '/later']);
    expect(worker.posted).toHaveLength(2);
  });

  it('is plain fetch where no worker can start, and for bodies other than text', async () => {
    const calls = stubFetch();
    const noWorker = createOffMainThreadFetch(() => null);
    expect(await (await noWorker('/a')).text()).toBe('from the page');
    const throwing = createOffMainThreadFetch(() => {
      throw new Error('workers are blocked');
    });
    expect(await (await throwing('/b')).text()).toBe('from the page');
    const { worker, fetchOffMain } = setUp();
    await fetchOffMain('/c', { method: 'POST', body: new Blob(['x']) });
    expect(worker.posted).toEqual([]);
    expect(calls).toEqual(['/a', '/b', '/c']);
  });
});
