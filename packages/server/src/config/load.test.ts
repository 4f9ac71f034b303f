import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './load.js';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'sightline-config-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const writeFile = (content: unknown) =>
  writeFileSync(join(home, 'config.json'), typeof content === 'string' ? content : JSON.stringify(content));

describe('loadConfig defaults', () => {
  it('uses the documented defaults with ./var resolved to an absolute path', () => {
    const config = loadConfig({});
    expect(config.home).toBe(resolve('./var'));
    expect(config).toMatchObject({
      port: 8088,
      host: '0.0.0.0',
      databaseUrl: null,
      rowLimit: 10000,
      maxRowLimit: 50000,
      samplesRowLimit: 1000,
      queryTimeoutMs: 60000,
      sharedScans: true,
      filterStateTtlSeconds: 7_776_000,
      cache: { defaultTimeoutSeconds: 86400, redisUrl: null },
      examples: { load: true, eventsRows: 1_000_000 },
      logLevel: 'warn',
    });
    expect(config.featureFlags).toEqual({
      DISABLE_LEGACY_DATASOURCE_EDITOR: false,
      DYNAMIC_PLUGINS: false,
      DASHBOARD_NATIVE_FILTERS: true,
      DASHBOARD_CROSS_FILTERS: true,
      DASHBOARD_FILTERS_EXPERIMENTAL: false,
      ENABLE_DND_WITH_CLICK_UX: false,
      UX_BETA: false,
      GLOBAL_ASYNC_QUERIES: false,
    });
  });
});

describe('loadConfig from config.json', () => {
  it('merges a partial file over the defaults', () => {
    writeFile({ port: 9000, cache: { defaultTimeoutSeconds: 60 }, featureFlags: { UX_BETA: true } });
    const config = loadConfig({ SIGHTLINE_HOME: home });
    expect(config.home).toBe(home);
    expect(config.port).toBe(9000);
    expect(config.cache).toEqual({ defaultTimeoutSeconds: 60, redisUrl: null });
    expect(config.featureFlags.UX_BETA).toBe(true);
    expect(config.featureFlags.DASHBOARD_NATIVE_FILTERS).toBe(true);
  });

  it('names the file and the setting for a bad value', () => {
    writeFile({ rowLimit: -5 });
    expect(() => loadConfig({ SIGHTLINE_HOME: home })).toThrow(
      `Invalid configuration: rowLimit must be a positive integer (got -5 from ${join(home, 'config.json')})`,
    );
  });

  it('rejects a nested bad value with its dotted path', () => {
    writeFile({ examples: { load: 'sometimes' } });
    expect(() => loadConfig({ SIGHTLINE_HOME: home })).toThrow(
      /examples\.load must be true or false \(got "sometimes" from .*config\.json\)/,
    );
  });

  it('rejects unknown settings and malformed JSON', () => {
    writeFile({ prot: 1 });
    expect(() => loadConfig({ SIGHTLINE_HOME: home })).toThrow(/unknown setting prot/);
    writeFile('{ not json');
    expect(() => loadConfig({ SIGHTLINE_HOME: home })).toThrow(/config\.json is not valid JSON/);
  });
});

describe('loadConfig from the environment', () => {
  it('overrides the file with environment variables', () => {
    writeFile({ port: 9000, host: '127.0.0.1' });
    const config = loadConfig({
      SIGHTLINE_HOME: home,
      PORT: '9100',
      DATABASE_URL: 'postgres://u:p@localhost:5432/meta',
      REDIS_URL: 'redis://localhost:6379',
      ROW_LIMIT: '500',
      SIGHTLINE_LOG_LEVEL: 'info',
      SIGHTLINE_LOAD_EXAMPLES: 'false',
      SIGHTLINE_EVENTS_ROWS: '10000',
      SIGHTLINE_SHARED_SCANS: 'false',
      SIGHTLINE_FILTER_STATE_TTL_SECONDS: '3600',
      SIGHTLINE_FEATURE_UX_BETA: 'true',
      SIGHTLINE_FEATURE_DASHBOARD_CROSS_FILTERS: 'false',
    });
    expect(config).toMatchObject({
      port: 9100,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@localhost:5432/meta',
      rowLimit: 500,
      logLevel: 'info',
      cache: { redisUrl: 'redis://localhost:6379' },
      examples: { load: false, eventsRows: 10000 },
      sharedScans: false,
      filterStateTtlSeconds: 3600,
    });
    expect(config.featureFlags.UX_BETA).toBe(true);
    expect(config.featureFlags.DASHBOARD_CROSS_FILTERS).toBe(false);
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer from 0 to 65535 (got "abc" from the environment)'],
    ['PORT', '70000', 'PORT must be an integer from 0 to 65535 (got "70000" from the environment)'],
    ['ROW_LIMIT', '0', 'ROW_LIMIT must be a positive integer (got "0" from the environment)'],
    [
      'SIGHTLINE_LOG_LEVEL',
      'loud',
      'SIGHTLINE_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      'SIGHTLINE_LOAD_EXAMPLES',
      'maybe',
      'SIGHTLINE_LOAD_EXAMPLES must be true or false (got "maybe" from the environment)',
    ],
    ['SIGHTLINE_EVENTS_ROWS', '1.5', 'SIGHTLINE_EVENTS_ROWS must be a positive integer'],
    ['SIGHTLINE_FEATURE_UX_BETA', 'yes please', 'SIGHTLINE_FEATURE_UX_BETA must be true or false'],
    ['SIGHTLINE_SHARED_SCANS', 'sometimes', 'SIGHTLINE_SHARED_SCANS must be true or false'],
    [
      'SIGHTLINE_FILTER_STATE_TTL_SECONDS',
      '0',
      'SIGHTLINE_FILTER_STATE_TTL_SECONDS must be a positive integer',
    ],
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL must be a postgres:// URL or empty (got "mysql://x" from the environment)',
    ],
  ])('rejects %s=%s', (name, value, message) => {
    expect(() => loadConfig({ SIGHTLINE_HOME: home, [name]: value })).toThrow(
      `Invalid configuration: ${message}`,
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ SIGHTLINE_HOME: home, DATABASE_URL: '' }).databaseUrl).toBeNull();
  });
});

describe('HTTP hardening settings', () => {
  it('defaults to limits on, frames from the same origin, 1 MiB bodies and scrypt N = 2^17', () => {
    expect(loadConfig({ SIGHTLINE_HOME: home })).toMatchObject({
      authRateLimit: {
        enabled: true,
        failedLoginsPerUser: 10,
        failedLoginWindowSeconds: 900,
        requestsPerIp: 30,
        requestWindowSeconds: 60,
      },
      frameAncestors: ["'self'"],
      bodyLimitBytes: 1_048_576,
      setupToken: null,
      passwordHashCost: 17,
    });
  });

  it('reads them from the environment, frame ancestors as a list', () => {
    const config = loadConfig({
      SIGHTLINE_HOME: home,
      SIGHTLINE_FRAME_ANCESTORS: "'self' https://portal.example.com",
      SIGHTLINE_FAILED_LOGINS_PER_USER: '5',
      SIGHTLINE_AUTH_RATE_LIMIT: 'off',
      SIGHTLINE_SETUP_TOKEN: 'a-token-of-sixteen-or-more',
      SIGHTLINE_BODY_LIMIT_BYTES: '2048',
    });
    expect(config.frameAncestors).toEqual(["'self'", 'https://portal.example.com']);
    expect(config.authRateLimit).toMatchObject({ enabled: false, failedLoginsPerUser: 5 });
    expect(config.setupToken).toBe('a-token-of-sixteen-or-more');
    expect(config.bodyLimitBytes).toBe(2048);
  });

  it('names the setting of a bad value', () => {
    expect(() => loadConfig({ SIGHTLINE_HOME: home, SIGHTLINE_PASSWORD_HASH_COST: '10' })).toThrow(
      'SIGHTLINE_PASSWORD_HASH_COST must be an integer from 14 to 20',
    );
    expect(() => loadConfig({ SIGHTLINE_HOME: home, SIGHTLINE_SETUP_TOKEN: 'short' })).toThrow(
      'SIGHTLINE_SETUP_TOKEN must be at least 16 characters',
    );
    writeFile({ frameAncestors: ["'self'; script-src *"] });
    expect(() => loadConfig({ SIGHTLINE_HOME: home })).toThrow('must be a list of CSP sources');
  });
});
