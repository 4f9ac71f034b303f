/** How often the browser polls for events when the websocket is not used. */
export const ASYNC_POLLING_DELAY_MS = 500;
/** The browser reconnects a dropped websocket this often, this many times, then falls back to polling. */
export const ASYNC_WEBSOCKET_RECONNECT_MS = 2500;
export const ASYNC_WEBSOCKET_MAX_RECONNECTS = 6;
/** An event for a job no listener waits for yet is retried this many times, 100 ms × the attempt apart. */
export const ASYNC_UNMATCHED_EVENT_RETRIES = 6;
export const ASYNC_UNMATCHED_EVENT_RETRY_STEP_MS = 100;
/** Where the browser keeps the id of the last event it read, so a reload resumes after it. */
export const ASYNC_LAST_EVENT_ID_STORAGE_KEY = 'sightline.asyncEvents.lastId';
