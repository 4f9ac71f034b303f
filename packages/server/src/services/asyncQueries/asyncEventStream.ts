import type { AsyncEvent } from '@sightline/core';

/** An event as a job's runner publishes it; the stream gives it its id. */
export type NewAsyncEvent = Omit<AsyncEvent, 'id'>;

/**
 * Each channel's events (a channel belongs to one session), kept for a while so that a client that
 * polls, or reconnects its websocket, reads what it missed after the last id it saw. Ids grow within a
 * channel and have Redis stream ids' form, `<ms>-<sequence>`, in memory too.
 */
export interface AsyncEventStream {
  /** Appends a job's event to its channel; answers it with its id. */
  publish(event: NewAsyncEvent): Promise<AsyncEvent>;
  /**
   * Publishes a job's end unless one was published for that job already (by any process): a job ends
   * with one event, even when its runner and a worker that saw it fail both report it. Null when not.
   */
  publishEnd(event: NewAsyncEvent): Promise<AsyncEvent | null>;
  /** The channel's events after `lastId` (every kept one without it), oldest first, at most a page. */
  read(channelId: string, lastId: string | null): Promise<AsyncEvent[]>;
  /**
   * Calls `onEvent` with each event published to the channel, by any process, once the returned promise
   * settles (a read made after that misses nothing between the two); it answers the function that stops.
   */
  subscribe(channelId: string, onEvent: (event: AsyncEvent) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** Events a channel keeps (older ones are dropped first), and the most one read answers. */
export const CHANNEL_EVENTS_KEPT = 1000;
export const EVENTS_PER_READ = 100;
/** A channel no event was published to for this long is forgotten. */
export const CHANNEL_IDLE_SECONDS = 24 * 3600;

const EVENT_ID = /^(\d{1,15})-(\d{1,15})$/;

/** Whether `text` is an event id a client may send as `last_id`. */
export function isEventId(text: string): boolean {
  return EVENT_ID.test(text);
}

/** Orders two event ids: negative when `a` came first. */
export function compareEventIds(a: string, b: string): number {
  const [, aMs, aSeq] = EVENT_ID.exec(a) ?? [];
  const [, bMs, bSeq] = EVENT_ID.exec(b) ?? [];
  return Number(aMs) - Number(bMs) || Number(aSeq) - Number(bSeq);
}
