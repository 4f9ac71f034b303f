import type { AsyncEvent } from '@sightline/core';
import { Redis } from 'ioredis';
import {
  CHANNEL_EVENTS_KEPT,
  CHANNEL_IDLE_SECONDS,
  EVENTS_PER_READ,
  type AsyncEventStream,
} from './asyncEventStream.js';

const KEY_PREFIX = 'sightline:async-events';
/** Every channel's events in one stream, which each process tails for its websocket subscribers. */
const ALL_EVENTS_KEY = `${KEY_PREFIX}:all`;
const ALL_EVENTS_KEPT = 100_000;
/** How long one blocking read of the shared stream waits before it looks whether it should stop. */
const TAIL_BLOCK_MS = 1000;

const channelKey = (channelId: string) => `${KEY_PREFIX}:channel:${channelId}`;

/**
 * Appends an event to its channel's stream and to the stream of all events in one step (a script runs
 * alone in Redis), so every reader sees the events of a channel in the order of their ids, whichever
 * processes published them at once. KEYS: the channel's stream, the stream of all; ARGV: the event's
 * JSON, the channel's cap, its lifetime in seconds, the cap of all. Answers the event's id.
 */
const PUBLISH_SCRIPT = `
local id = redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'event', ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', 'id', id, 'event', ARGV[1])
return id`;
const endedKey = (jobId: string) => `${KEY_PREFIX}:ended:${jobId}`;

function eventOf(id: string, fields: string[]): AsyncEvent | null {
  const at = fields.indexOf('event');
  if (at < 0) return null;
  try {
    return { ...(JSON.parse(fields[at + 1] ?? '') as Omit<AsyncEvent, 'id'>), id };
  } catch {
    return null;
  }
}

/**
 * The event stream over Redis streams, shared by every web and worker process: a stream per channel
 * (capped, forgotten a day after its last event) for reads by id, and one stream of all events that a
 * process tails, with a connection of its own, from its first websocket subscriber until it closes.
 */
export function createRedisEventStream(url: string): AsyncEventStream {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // Failing commands carry the error; without a listener ioredis also prints every reconnect failure.
  redis.on('error', () => undefined);
  const subscribers = new Map<string, Set<(event: AsyncEvent) => void>>();
  let tail: { redis: Redis; started: Promise<void>; running: Promise<void> } | null = null;
  let closed = false;

  const deliver = (event: AsyncEvent) => {
    for (const onEvent of subscribers.get(event.channel_id) ?? []) onEvent(event);
  };
  // Tails the shared stream from its newest entry at the start, so an event published after
  // subscribe() answered is delivered even when the first blocking read has not begun.
  const startTail = () => {
    const reader = redis.duplicate();
    reader.on('error', () => undefined);
    const newest = reader.xrevrange(ALL_EVENTS_KEY, '+', '-', 'COUNT', 1).then(
      (entries) => entries[0]?.[0] ?? '0-0',
      () => '$',
    );
    const running = (async () => {
      let lastId = await newest;
      while (!closed) {
        const answer = await reader
          .xread('COUNT', 1000, 'BLOCK', TAIL_BLOCK_MS, 'STREAMS', ALL_EVENTS_KEY, lastId)
          .catch(async () => {
            // Redis is away: wait before asking again (ioredis reconnects meanwhile).
            if (!closed) await new Promise((resume) => setTimeout(resume, TAIL_BLOCK_MS));
            return null;
          });
        for (const [, entries] of answer ?? [])
          for (const [id, fields] of entries) {
            lastId = id;
            const event = eventOf(fields[fields.indexOf('id') + 1] ?? '', fields);
            if (event) deliver(event);
          }
      }
      reader.disconnect();
    })();
    tail = { redis: reader, started: newest.then(() => undefined), running };
  };

  const stream: AsyncEventStream = {
    async publishEnd(event) {
      const first = await redis.set(endedKey(event.job_id), '1', 'EX', CHANNEL_IDLE_SECONDS, 'NX');
      return first === 'OK' ? stream.publish(event) : null;
    },
    async publish(event) {
      const id = (await redis.eval(
        PUBLISH_SCRIPT,
        2,
        channelKey(event.channel_id),
        ALL_EVENTS_KEY,
        JSON.stringify(event),
        CHANNEL_EVENTS_KEPT,
        CHANNEL_IDLE_SECONDS,
        ALL_EVENTS_KEPT,
      )) as string;
      return { ...event, id };
    },
    async read(channelId, lastId) {
      const entries = await redis.xrange(
        channelKey(channelId),
        lastId === null ? '-' : `(${lastId}`,
        '+',
        'COUNT',
        EVENTS_PER_READ,
      );
      return entries.flatMap(([id, fields]) => eventOf(id, fields) ?? []);
    },
    async subscribe(channelId, onEvent) {
      const listeners = subscribers.get(channelId) ?? new Set();
      listeners.add(onEvent);
      subscribers.set(channelId, listeners);
      if (!tail && !closed) startTail();
      await tail?.started;
      return () => {
        listeners.delete(onEvent);
        if (listeners.size === 0) subscribers.delete(channelId);
      };
    },
    async close() {
      closed = true;
      subscribers.clear();
      tail?.redis.disconnect();
      await tail?.running.catch(() => undefined);
      redis.disconnect();
    },
  };
  return stream;
}
