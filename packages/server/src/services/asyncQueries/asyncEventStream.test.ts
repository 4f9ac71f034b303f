import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisTestServer } from '@sightline/query-engine/testing';
import type { AsyncEvent } from '@sightline/core';
import {
  CHANNEL_EVENTS_KEPT,
  EVENTS_PER_READ,
  compareEventIds,
  isEventId,
  type AsyncEventStream,
  type NewAsyncEvent,
} from './asyncEventStream.js';
import { createMemoryEventStream } from './memoryEventStream.js';
import { createRedisEventStream } from './redisEventStream.js';

let redis: RedisTestServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const event = (channel: string, job: string, status: 'done' | 'error' = 'done'): NewAsyncEvent => ({
  channel_id: channel,
  job_id: job,
  user_id: 1,
  status,
  errors: status === 'error' ? [{ message: 'failed' }] : [],
  result_url: status === 'done' ? `/api/v1/chart/data/${job}` : null,
});

const nextEvent = (events: AsyncEvent[], count: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      if (events.length >= count) return resolve();
      if (Date.now() - started > 5000) return reject(new Error(`only ${events.length} events arrived`));
      setTimeout(look, 10);
    };
    look();
  });

describe.each([
  ['in memory', () => createMemoryEventStream()],
  ['over Redis streams', () => createRedisEventStream(redis.url)],
])('the async event stream %s', (_name, create: () => AsyncEventStream) => {
  let stream: AsyncEventStream;
  beforeAll(() => {
    stream = create();
  });
  afterAll(() => stream.close());

  it('reads a channel’s events in order, and only those after last_id', async () => {
    const channel = `c-${Math.random()}`;
    const first = await stream.publish(event(channel, 'j1'));
    const second = await stream.publish(event(channel, 'j2', 'error'));
    await stream.publish(event(`other-${channel}`, 'j3'));
    expect(isEventId(first.id)).toBe(true);
    expect(compareEventIds(first.id, second.id)).toBeLessThan(0);
    expect(await stream.read(channel, null)).toEqual([first, second]);
    expect(await stream.read(channel, first.id)).toEqual([second]);
    expect(await stream.read(channel, second.id)).toEqual([]);
    expect(second).toMatchObject({ status: 'error', errors: [{ message: 'failed' }], result_url: null });
  });

  it('publishes one end per job, however many report it', async () => {
    const channel = `c-${Math.random()}`;
    const job = `job-${Math.random()}`;
    const first = await stream.publishEnd(event(channel, job));
    expect(first).not.toBeNull();
    expect(await stream.publishEnd(event(channel, job, 'error'))).toBeNull();
    expect(await stream.read(channel, null)).toEqual([first]);
  });

  it('answers an unknown channel with no events', async () => {
    expect(await stream.read(`nobody-${Math.random()}`, null)).toEqual([]);
  });

  it('answers a page of events at a time, resuming after the last one read', async () => {
    const channel = `c-${Math.random()}`;
    for (let i = 0; i < EVENTS_PER_READ + 5; i++) await stream.publish(event(channel, `j${i}`));
    const page = await stream.read(channel, null);
    expect(page).toHaveLength(EVENTS_PER_READ);
    const rest = await stream.read(channel, page.at(-1)!.id);
    expect(rest.map((e) => e.job_id)).toEqual(['j100', 'j101', 'j102', 'j103', 'j104']);
  });

  it('delivers events published after subscribe to that channel’s subscribers only, until they stop', async () => {
    const channel = `c-${Math.random()}`;
    const seen: AsyncEvent[] = [];
    const stop = await stream.subscribe(channel, (e) => seen.push(e));
    const published = await stream.publish(event(channel, 'live'));
    await stream.publish(event(`other-${channel}`, 'not mine'));
    await nextEvent(seen, 1);
    expect(seen).toEqual([published]);
    stop();
    await stream.publish(event(channel, 'after stop'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([published]);
  });
});

describe('the memory stream', () => {
  it(`keeps the last ${CHANNEL_EVENTS_KEPT} events of a channel`, async () => {
    const stream = createMemoryEventStream();
    for (let i = 0; i <= CHANNEL_EVENTS_KEPT; i++) await stream.publish(event('c', `j${i}`));
    expect((await stream.read('c', null))[0]?.job_id).toBe('j1');
    await stream.close();
  });

  it('gives increasing ids when the clock stands still or goes back', async () => {
    let now = 1000;
    const stream = createMemoryEventStream(() => now);
    const a = await stream.publish(event('c', 'a'));
    now = 900;
    const b = await stream.publish(event('c', 'b'));
    expect([a.id, b.id]).toEqual(['1000-0', '1000-1']);
    await stream.close();
  });
});

describe('event ids', () => {
  it('accept only `<ms>-<sequence>`', () => {
    for (const id of ['1-0', '1733616000000-12']) expect(isEventId(id)).toBe(true);
    for (const id of ['', '1', '-1-0', '1-0-0', 'a-b', '1-0; DEL x', '0x1-0'])
      expect(isEventId(id)).toBe(false);
  });
});

describe('the Redis stream shared by several processes', () => {
  it("delivers a channel's events to live subscribers in id order when processes publish at once", async () => {
    const publishers = [createRedisEventStream(redis.url), createRedisEventStream(redis.url)];
    const reader = createRedisEventStream(redis.url);
    try {
      const channel = `c-${Math.random()}`;
      const seen: AsyncEvent[] = [];
      const stop = await reader.subscribe(channel, (e) => seen.push(e));
      const published = await Promise.all(
        Array.from({ length: 200 }, (_, i) => publishers[i % 2]!.publish(event(channel, `j${i}`))),
      );
      await nextEvent(seen, published.length);
      stop();
      const ids = seen.map((e) => e.id);
      expect([...ids].sort(compareEventIds)).toEqual(ids);
      expect(new Set(ids)).toEqual(new Set(published.map((e) => e.id)));
    } finally {
      await Promise.all([...publishers, reader].map((stream) => stream.close()));
    }
  });
});
