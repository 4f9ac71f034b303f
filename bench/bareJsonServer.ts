/**
 * The floor the chart-data API is read against besides DuckDB itself: a bare `node:http` server in the
 * bench's process that answers any POST by running the SQL it was given on DuckDB and sending the rows
 * as JSON records (the driver's own JSON-ready objects, `getRowObjectsJson`) in the API's envelope,
 * `{"result":[{"data":[...]}]}`. No framework, no sign-in, no checks, no cache, no post-processing:
 * what any HTTP server answering this query as JSON must do. Timed through the same client as the
 * API, the gap between it and DuckDB is what HTTP and JSON cost on this machine, not the API's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DuckDBConnection } from '@duckdb/node-api';

export interface BareJsonServer {
  url: string;
  /** The statements the next requests run (a query context may compile to several, as a time compare). */
  answer(sqls: readonly string[]): void;
  close(): Promise<void>;
}

export async function startBareJsonServer(duck: DuckDBConnection): Promise<BareJsonServer> {
  let statements: readonly string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      (async () => {
        const result = [];
        for (const sql of statements)
          result.push({ data: (await duck.runAndReadAll(sql)).getRowObjectsJson() });
        const body = JSON.stringify({ result });
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        });
        response.end(body);
      })().catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    answer(sqls) {
      statements = sqls;
    },
    close: () =>
      new Promise<void>((closed, failed) => {
        server.closeAllConnections();
        server.close((error) => (error ? failed(error) : closed()));
      }),
  };
}
