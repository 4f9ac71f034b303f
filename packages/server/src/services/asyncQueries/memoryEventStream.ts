import { EventEmitter } from 'node:events';
import type { AsyncEvent } from '@sightline/core';
import {
  CHANNEL_EVENTS_KEPT,
  CHANNEL_IDLE_SECONDS,
  EVENTS_PER_READ,
  compareEventIds,
  type AsyncEventStream,
} from './asyncEventStream.js';

interface Channel {
  events: AsyncEvent[];
  lastPublishedMs: number;
}

/** The event stream of a single process (no Redis): the channels live in this process's memory. */
export function createMemoryEventStream(now: () => number = Date.now): AsyncEventStream {
  const channels = new Map<string, Channel>();
  const ended = new Map<string, number>();
  const live = new EventEmitter();
  live.setMaxListeners(0);
  let lastMs = 0;
  let sequence = 0;

  const nextId = () => {
    const ms = Math.max(now(), lastMs);
    sequence = ms === lastMs ? sequence + 1 : 0;
    lastMs = ms;
    return `${ms}-${sequence}`;
  };
  const forgetIdle = (at: number) => {
    const oldest = at - CHANNEL_IDLE_SECONDS * 1000;
    for (const [id, channel] of channels) if (channel.lastPublishedMs < oldest) channels.delete(id);
    for (const [jobId, endedMs] of ended) if (endedMs < oldest) ended.delete(jobId);
  };

  const stream: AsyncEventStream = {
    async publishEnd(event) {
      if (ended.has(event.job_id)) return null;
      ended.set(event.job_id, now());
      return stream.publish(event);
    },
    async publish(event) {
      const published: AsyncEvent = { id: nextId(), ...event };
      const at = now();
      forgetIdle(at);
      const channel = channels.get(event.channel_id) ?? { events: [], lastPublishedMs: at };
      channel.events.push(published);
      if (channel.events.length > CHANNEL_EVENTS_KEPT) channel.events.shift();
      channel.lastPublishedMs = at;
      channels.set(event.channel_id, channel);
      live.emit(event.channel_id, published);
      return published;
    },
    async read(channelId, lastId) {
      const events = channels.get(channelId)?.events ?? [];
      const after = lastId === null ? events : events.filter((e) => compareEventIds(e.id, lastId) > 0);
      return after.slice(0, EVENTS_PER_READ);
    },
    async subscribe(channelId, onEvent) {
      live.on(channelId, onEvent);
      return () => live.off(channelId, onEvent);
    },
    async close() {
      live.removeAllListeners();
      channels.clear();
      ended.clear();
    },
  };
  return stream;
}
