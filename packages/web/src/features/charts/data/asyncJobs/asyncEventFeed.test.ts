import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASYNC_LAST_EVENT_ID_STORAGE_KEY,
  ASYNC_POLLING_DELAY_MS,
  ASYNC_WEBSOCKET_MAX_RECONNECTS,
  ASYNC_WEBSOCKET_RECONNECT_MS,
  type AsyncEvent,
} from '@sightline/core';
import { AsyncEventFeed, type EventSocket } from './asyncEventFeed';

const event = (id: string, jobId = `job-${id}`): AsyncEvent => ({
  id,
  channel_id: 'c',
  job_id: jobId,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: `/api/v1/chart/data/${jobId}`,
});

/** A socket the test opens, delivers to and drops. */
class FakeSocket implements EventSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly lastId: string | null) {}
  open() {
    this.onopen?.();
  }
  deliver(e: AsyncEvent | string) {
    this.onmessage?.({ data: typeof e === 'string' ? e : JSON.stringify(e) });
  }
  drop() {
    this.onclose?.();
  }
  close() {
    this.closed = true;
  }
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

let sockets: FakeSocket[];
let received: AsyncEvent[];
let logged: string[];
let polls: (string | null)[];
let pollAnswers: AsyncEvent[][];

function feed(storage = memoryStorage(), withSocket = true, via?: 'websocket' | 'polling') {
  return new AsyncEventFeed({
    via,
    openSocket: (lastId) => {
      if (!withSocket) return null;
      const socket = new FakeSocket(lastId);
      sockets.push(socket);
      return socket;
    },
    fetchEvents: async (lastId) => {
      polls.push(lastId);
      return pollAnswers.shift() ?? [];
    },
    storage,
    onEvent: (e) => received.push(e),
    log: (message) => logged.push(message),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  received = [];
  logged = [];
  polls = [];
  pollAnswers = [];
});
afterEach(() => vi.useRealTimers());

describe('AsyncEventFeed', () => {
  it('reads events over the websocket and keeps the last id in local storage', () => {
    const storage = memoryStorage();
    const events = feed(storage);
    events.start();
    sockets[0]!.open();
    sockets[0]!.deliver(event('1-0'));
    sockets[0]!.deliver(event('2-0'));
    expect(received.map((e) => e.id)).toEqual(['1-0', '2-0']);
    expect(storage.getItem(ASYNC_LAST_EVENT_ID_STORAGE_KEY)).toBe('2-0');
    expect(events.via).toBe('websocket');
  });

  it('resumes after the last id kept by an earlier page', () => {
    feed(memoryStorage({ [ASYNC_LAST_EVENT_ID_STORAGE_KEY]: '7-3' })).start();
    expect(sockets[0]!.lastId).toBe('7-3');
  });

  it(`reopens a dropped socket every ${ASYNC_WEBSOCKET_RECONNECT_MS} ms, from the last id read`, () => {
    const events = feed();
    events.start();
    sockets[0]!.open();
    sockets[0]!.deliver(event('1-0'));
    sockets[0]!.drop();
    vi.advanceTimersByTime(ASYNC_WEBSOCKET_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.lastId).toBe('1-0');
  });

  it(`polls every ${ASYNC_POLLING_DELAY_MS} ms after ${ASYNC_WEBSOCKET_MAX_RECONNECTS} failed reconnects, and logs it`, async () => {
    const events = feed();
    pollAnswers.push([event('4-0')]);
    events.start();
    for (let attempt = 0; attempt <= ASYNC_WEBSOCKET_MAX_RECONNECTS; attempt++) {
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(ASYNC_WEBSOCKET_RECONNECT_MS);
    }
    expect(sockets).toHaveLength(ASYNC_WEBSOCKET_MAX_RECONNECTS + 1);
    expect(events.via).toBe('polling');
    expect(logged.join('\n')).toMatch(/polling instead/);
    await vi.advanceTimersByTimeAsync(0);
    expect(received.map((e) => e.id)).toEqual(['4-0']);
    await vi.advanceTimersByTimeAsync(ASYNC_POLLING_DELAY_MS);
    expect(polls).toEqual([null, '4-0']);
  });

  it('counts only reconnects in a row: a socket that opened starts the count again', () => {
    const events = feed();
    events.start();
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < ASYNC_WEBSOCKET_MAX_RECONNECTS - 1; attempt++) {
        sockets.at(-1)!.drop();
        vi.advanceTimersByTime(ASYNC_WEBSOCKET_RECONNECT_MS);
      }
      sockets.at(-1)!.open();
    }
    expect(events.via).toBe('websocket');
  });

  it('polls from the start where the browser has no websocket', async () => {
    const events = feed(memoryStorage(), false);
    events.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(events.via).toBe('polling');
    expect(polls).toEqual([null]);
  });

  it('polls without opening a socket when the server says to poll', async () => {
    const events = feed(memoryStorage(), true, 'polling');
    events.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toEqual([]);
    expect(polls).toEqual([null]);
  });

  it('ignores a message that is not an event, and logs it', () => {
    feed().start();
    sockets[0]!.deliver('{"nonsense": true}');
    sockets[0]!.deliver('not json');
    expect(received).toEqual([]);
    expect(logged).toHaveLength(2);
  });

  it('closes the socket on stop and does not reopen it; start opens a new one', () => {
    const events = feed();
    events.start();
    events.stop();
    expect(sockets[0]!.closed).toBe(true);
    vi.advanceTimersByTime(ASYNC_WEBSOCKET_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
    events.start();
    expect(sockets).toHaveLength(2);
  });

  it('keeps one poll loop when stopped and started again while a poll is in flight', async () => {
    const events = feed(memoryStorage(), false);
    events.start();
    events.stop();
    events.start();
    await vi.advanceTimersByTimeAsync(ASYNC_POLLING_DELAY_MS * 2 + 10);
    // One poll at each start and one every 500 ms of the second loop only.
    expect(polls.length).toBeLessThanOrEqual(4);
  });
});
