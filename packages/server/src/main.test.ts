import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/load.js';
import { startServer } from './main.js';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'sightline-main-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('startServer', () => {
  it('migrates, seeds roles and serves HTTP on the configured host and port', async () => {
    const config = loadConfig({
      SIGHTLINE_HOME: home,
      PORT: '0',
      HOST: '127.0.0.1',
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      SIGHTLINE_LOG_LEVEL: 'silent',
    });
    const server = await startServer(config, () => undefined);
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const port = new URL(server.url).port;
      const health = await fetch(`http://127.0.0.1:${port}/health`);
      expect(health.status).toBe(200);
      expect(await health.text()).toBe('OK');
      const bootstrap = await fetch(`http://127.0.0.1:${port}/api/v1/bootstrap/`);
      const body = (await bootstrap.json()) as { result: { needs_setup: boolean } };
      expect(body.result.needs_setup).toBe(true);
      const roles = await server.deps.db.selectFrom('ab_role').select('name').execute();
      expect(roles).toHaveLength(5);
    } finally {
      await server.close();
    }
  });
});
