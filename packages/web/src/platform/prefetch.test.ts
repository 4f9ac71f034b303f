import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPrefetched, prefetchGet } from './prefetch';

describe('prefetched GETs', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ n: fetchMock.mock.calls.length }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('answers the page from the request the loader started, once', async () => {
    prefetchGet('/api/v1/dashboard/7');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await getPrefetched('/api/v1/dashboard/7')).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken: the next read asks again.
    expect(await getPrefetched('/api/v1/dashboard/7')).toEqual({ n: 2 });
  });

  it('asks again when the prefetched answer is stale or for another url', async () => {
    vi.useFakeTimers({ now: 0 });
    prefetchGet('/api/v1/dashboard/7');
    vi.setSystemTime(11_000);
    await getPrefetched('/api/v1/dashboard/7');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await getPrefetched('/api/v1/dashboard/8');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
