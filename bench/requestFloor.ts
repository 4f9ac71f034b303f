/**
 * What a warm filter Apply's 30 chart-data requests cost without drawing anything: the same requests
 * (URL, body, headers, as the page sent them in a warm apply) sent again from a page with `fetch`, all
 * at once, and timed from the first send to the last answer read, in the same browser under the same
 * Playwright driver as the applies:
 * - to the Sightline server, which answers them from its cache (the apply's transport, no drawing);
 * - to a bare `node:http` server in the bench's process that answers each URL with the bytes the
 *   Sightline server sent for it, with no framework, sign-in or cache (the floor: what 30 requests
 *   cost this browser and this machine, whatever the server).
 * Beside "again" (the apply drawing answers it already has, without requests) it tells how much of
 * the warm apply is transport and how much drawing, and the CPU every process spends on each.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { processCpuBetween, readProcessCpu, type ProcessCpu } from './processCpu.js';

export interface SentRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** The server's answer to it. */
  answer: Buffer;
}

/** The page's chart-data requests of a chart (`form_data`), with their answers, since the last take. */
export function chartRequestRecorder(page: Page) {
  let finished: Request[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/chart/data' && url.searchParams.has('form_data')) finished.push(request);
  });
  return {
    /** Forgets what was recorded. */
    clear() {
      finished = [];
    },
    async take(): Promise<SentRequest[]> {
      const taken = finished;
      finished = [];
      return Promise.all(
        taken.map(async (request) => {
          const headers = await request.allHeaders();
          return {
            url: request.url(),
            body: request.postData() ?? '',
            headers: Object.fromEntries(
              ['content-type', 'accept', 'x-csrftoken']
                .filter((h) => headers[h])
                .map((h) => [h, headers[h]!]),
            ),
            answer: (await (await request.response())?.body()) ?? Buffer.alloc(0),
          };
        }),
      );
    },
  };
}

export interface RequestsTiming {
  /** From the first send to the last answer read, in the page. */
  ms: number;
  processes: ProcessCpu;
  /** The wall time the CPU readings span (the send, and the driver's call around it). */
  cpuWindowMs: number;
}

/** A recorded request's path and query, as a page of any origin sends it. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** Sends `requests` from `page` (same-origin paths) all at once and reads every answer as text. */
async function sendAll(page: Page, requests: readonly SentRequest[]): Promise<RequestsTiming> {
  const sent = requests.map(({ url, body, headers }) => ({ path: pathOf(url), body, headers }));
  const before = readProcessCpu();
  const windowStart = performance.now();
  const ms = await page.evaluate(async (all) => {
    const start = performance.now();
    await Promise.all(
      all.map(({ path, body, headers }) =>
        fetch(path, { method: 'POST', body, headers, credentials: 'same-origin' }).then((r) => r.text()),
      ),
    );
    return performance.now() - start;
  }, sent);
  const processes = processCpuBetween(before, readProcessCpu());
  return { ms, processes, cpuWindowMs: performance.now() - windowStart };
}

/** A bare server answering each path of `requests` with its recorded answer, and `/` with an empty page. */
async function startBareAnswers(requests: readonly SentRequest[]) {
  const answers = new Map(requests.map(({ url, answer }) => [pathOf(url), answer]));
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers.get(request.url ?? '');
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>bare</title>');
      } else if (answer) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length });
        response.end(answer);
      } else {
        response.writeHead(404);
        response.end();
      }
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

export interface RequestFloor {
  server: RequestsTiming[];
  bare: RequestsTiming[];
}

/**
 * `rounds` sends of `requests` to the Sightline server from `page` (the dashboard, idle) and to the
 * bare server from a new page of `context`, alternating, after one untimed send of each.
 */
export async function measureRequestFloor(
  page: Page,
  context: BrowserContext,
  requests: readonly SentRequest[],
  rounds: number,
): Promise<RequestFloor> {
  const bare = await startBareAnswers(requests);
  const barePage = await context.newPage();
  try {
    await barePage.goto(bare.url);
    const floor: RequestFloor = { server: [], bare: [] };
    for (let round = 0; round <= rounds; round += 1) {
      const server = await sendAll(page, requests);
      await page.waitForTimeout(300);
      const bareTiming = await sendAll(barePage, requests);
      await page.waitForTimeout(300);
      if (round === 0) continue; // untimed: connections and code warm up
      floor.server.push(server);
      floor.bare.push(bareTiming);
    }
    return floor;
  } finally {
    await barePage.close();
    await bare.close();
  }
}
