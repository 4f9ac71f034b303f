import {
  ASYNC_LAST_EVENT_ID_STORAGE_KEY,
  ASYNC_POLLING_DELAY_MS,
  ASYNC_WEBSOCKET_MAX_RECONNECTS,
  ASYNC_WEBSOCKET_RECONNECT_MS,
  asyncEventSchema,
  type AsyncEvent,
} from '@sightline/core';

/** The little of a WebSocket the feed uses (the browser's, or a test's). */
export interface EventSocket {
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  close(): void;
}

/** The browser's WebSocket at `url`, as an EventSocket; null where the browser has none. */
export function openBrowserEventSocket(url: string): EventSocket | null {
  if (typeof WebSocket === 'undefined') return null;
  const ws = new WebSocket(url);
  const socket: EventSocket = {
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    close: () => ws.close(),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (message) => socket.onmessage?.({ data: message.data });
  ws.onclose = () => socket.onclose?.();
  ws.onerror = () => socket.onerror?.();
  return socket;
}

export interface AsyncEventFeedOptions {
  /** Where reading starts: the websocket (the default), or polling when the server says so. */
  via?: FeedTransport;
  /** `GET /api/v1/async_event/?last_id=`: the session's events after `lastId`. */
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  /** Opens the session's event socket, resuming after `lastId`; null where the browser has none. */
  openSocket(lastId: string | null): EventSocket | null;
  /** Where the id of the last event read is kept across page loads. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Receives the events read, in order. */
  onEvent(event: AsyncEvent): void;
  /** Failures worth a line in the log (a socket that gave up, a poll that failed). */
  log(message: string): void;
}

export type FeedTransport = 'websocket' | 'polling';

/**
 * The session's job events, read while the feed runs: over the websocket, which is reopened every
 * 2.5 s when it drops, up to 6 times in a row, after which the feed polls every 500 ms instead (for the
 * rest of the page's life). Reading resumes after the last event id, which is kept in local storage,
 * so a reopened socket, a poll or a reloaded page misses nothing and repeats nothing.
 */
export class AsyncEventFeed {
  private running = false;
  private transport: FeedTransport;
  private socket: EventSocket | null = null;
  private reconnects = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastId: string | null;
  /** Raised by stop(), so a poll still in flight from before does not go on after a restart. */
  private generation = 0;

  constructor(private readonly options: AsyncEventFeedOptions) {
    this.transport = options.via ?? 'websocket';
    this.lastId = readLastId(options.storage);
  }

  /** How events arrive now: over the websocket until it gave up, then by polling. */
  get via(): FeedTransport {
    return this.transport;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.transport === 'websocket') this.connect();
    else this.poll();
  }

  /** Stops reading (the socket closes); start() resumes after the last event read. */
  stop(): void {
    this.running = false;
    this.generation += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  private receive(event: AsyncEvent) {
    this.lastId = event.id;
    try {
      this.options.storage?.setItem(ASYNC_LAST_EVENT_ID_STORAGE_KEY, event.id);
    } catch {
      // Storage may be full or refused (private windows): the id stays in memory.
    }
    this.options.onEvent(event);
  }

  private connect() {
    const socket = this.options.openSocket(this.lastId);
    if (!socket) return this.fallBackToPolling('this browser has no websocket');
    this.socket = socket;
    socket.onopen = () => {
      this.reconnects = 0;
    };
    socket.onmessage = ({ data }) => {
      const parsed = asyncEventSchema.safeParse(safeJson(data));
      if (parsed.success) this.receive(parsed.data);
      else this.options.log('An async event that does not fit the event shape was ignored.');
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket || !this.running) return;
      this.socket = null;
      if (this.reconnects >= ASYNC_WEBSOCKET_MAX_RECONNECTS)
        return this.fallBackToPolling(`the websocket closed ${this.reconnects + 1} times`);
      this.reconnects += 1;
      this.timer = setTimeout(() => this.running && this.connect(), ASYNC_WEBSOCKET_RECONNECT_MS);
    };
  }

  private fallBackToPolling(why: string) {
    this.options.log(`Async events: ${why}; polling instead.`);
    this.transport = 'polling';
    this.poll();
  }

  private poll() {
    if (!this.running) return;
    const generation = this.generation;
    const current = () => this.running && this.generation === generation;
    this.options
      .fetchEvents(this.lastId)
      .then((events) => events.forEach((event) => current() && this.receive(event)))
      .catch((error: unknown) =>
        this.options.log(
          `Async events could not be read: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => {
        if (current()) this.timer = setTimeout(() => this.poll(), ASYNC_POLLING_DELAY_MS);
      });
  }
}

function readLastId(storage: AsyncEventFeedOptions['storage']): string | null {
  try {
    return storage?.getItem(ASYNC_LAST_EVENT_ID_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function safeJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as unknown) : null;
  } catch {
    return null;
  }
}
