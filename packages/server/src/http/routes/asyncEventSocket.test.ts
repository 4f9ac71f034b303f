import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AsyncEvent } from '@sightline/core';
import { once } from 'node:events';
import WebSocket from 'ws';
import type { TestApp } from '../../testing/createTestApp.js';
import {
  salesByRegion,
  setUpChartDataTests,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';
import { ASYNC_EVENT_SOCKET_PATH } from './asyncEvents.js';

/** The websocket that pushes a session's job events (the polled list's events, as they happen). */

let t: TestApp;
let content: ChartDataContent;
let admin: Record<string, string>;

let origin: string;

beforeAll(async () => {
  ({ t, content, admin } = await setUpChartDataTests());
  t.deps.config.featureFlags.GLOBAL_ASYNC_QUERIES = true;
  // A real socket: the upgrade goes through the server's hooks as a browser's does.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  origin = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

/**
 * Opens the socket, collecting its events from the first message on; rejects with the HTTP status when
 * the upgrade is refused.
 */
async function openSocket(
  path: string,
  headers: Record<string, string> = {},
): Promise<WebSocket & { received: ReturnType<typeof collect> }> {
  const raw = new WebSocket(`${origin}${path}`, { headers });
  const socket = Object.assign(raw, { received: collect(raw) });
  const refused = new Promise<never>((_, reject) =>
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused with ${response.statusCode}`)),
    ),
  );
  await Promise.race([once(socket, 'open'), refused]);
  return socket;
}
afterAll(() => t?.close());

let tag = 0;
const submit = async (headers = admin) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/chart/data',
      headers,
      payload: salesByRegion(content.salesId, { filters: [{ col: 'amount', op: '>=', val: -1000 - ++tag }] }),
    })
  ).json() as { job_id: string };

/** The socket's messages as events, and a way to wait for one of a job. */
function collect(socket: WebSocket) {
  const events: AsyncEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data))));
  return {
    events,
    async of(jobId: string): Promise<AsyncEvent> {
      const started = Date.now();
      for (;;) {
        const event = events.find((e) => e.job_id === jobId);
        if (event) return event;
        if (Date.now() - started > 10_000) throw new Error(`no event for ${jobId} on the socket`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describe(`the websocket at ${ASYNC_EVENT_SOCKET_PATH}`, () => {
  it('pushes each job event of the session as it is published', async () => {
    const socket = await openSocket(ASYNC_EVENT_SOCKET_PATH, admin);
    try {
      const { received } = socket;
      const job = await submit();
      const event = await received.of(job.job_id);
      expect(event).toMatchObject({ job_id: job.job_id, status: 'done' });
      const polled = (await t.app.inject({ url: '/api/v1/async_event/', headers: admin })).json().result;
      expect(polled).toContainEqual(event);
    } finally {
      socket.terminate();
    }
  });

  it('first sends what came after last_id, once each, then the live events', async () => {
    const first = await submit();
    const watcher = await openSocket(ASYNC_EVENT_SOCKET_PATH, admin);
    const firstEvent = await watcher.received.of(first.job_id);
    watcher.terminate();
    const missed = await submit();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const socket = await openSocket(`${ASYNC_EVENT_SOCKET_PATH}?last_id=${firstEvent.id}`, admin);
    try {
      const { received } = socket;
      await received.of(missed.job_id);
      const live = await submit();
      await received.of(live.job_id);
      const jobs = received.events.map((e) => e.job_id);
      expect(jobs).not.toContain(first.job_id);
      expect(jobs.filter((id) => id === missed.job_id)).toHaveLength(1);
    } finally {
      socket.terminate();
    }
  });

  it("does not push another session's events", async () => {
    const other = (await t.signIn('admin')).headers;
    const socket = await openSocket(ASYNC_EVENT_SOCKET_PATH, other);
    try {
      const { received } = socket;
      const job = await submit();
      const polled = () => t.app.inject({ url: '/api/v1/async_event/', headers: admin });
      for (let i = 0; i < 100 && !(await polled()).body.includes(job.job_id); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.events.map((e) => e.job_id)).not.toContain(job.job_id);
    } finally {
      socket.terminate();
    }
  });

  it('refuses to upgrade without credentials (401) or with a bad last_id (400)', async () => {
    await expect(openSocket(ASYNC_EVENT_SOCKET_PATH)).rejects.toThrow(/refused with 401/);
    await expect(openSocket(`${ASYNC_EVENT_SOCKET_PATH}?last_id=x`, admin)).rejects.toThrow(/400/);
  });

  it('answers a plain GET with 400 and what the address is for', async () => {
    const response = await t.app.inject({ url: ASYNC_EVENT_SOCKET_PATH, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/websocket connections only/);
  });
});
