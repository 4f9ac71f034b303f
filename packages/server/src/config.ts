import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * One typed configuration: defaults, then `$SIGHTLINE_HOME/config.json`, then environment overrides.
 * Loaded and validated once at start (see loadConfig in config/load.ts); a bad value stops the start with
 * a message that names the setting.
 */

export const FEATURE_FLAGS = [
  'DISABLE_LEGACY_DATASOURCE_EDITOR',
  'DYNAMIC_PLUGINS',
  'DASHBOARD_NATIVE_FILTERS',
  'DASHBOARD_CROSS_FILTERS',
  'DASHBOARD_FILTERS_EXPERIMENTAL',
  'ENABLE_DND_WITH_CLICK_UX',
  'UX_BETA',
  'GLOBAL_ASYNC_QUERIES',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** `true`/`false` or a comma-separated address list, as SIGHTLINE_TRUST_PROXY is written. */
function trustProxyOfText(text: string): unknown {
  const value = text.trim();
  return /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
}

/** A proxy address as Fastify's trustProxy takes it: an IP, a CIDR range or a named range. */
const isProxyAddress = (item: string) =>
  /^(loopback|linklocal|uniquelocal)$/.test(item) ||
  (/^[^/]+(\/\d{1,3})?$/.test(item) && isIP(item.split('/')[0]!) !== 0);

const proxyAddresses = z
  .string()
  .refine((text) => text.split(',').every((item) => isProxyAddress(item.trim())), 'not a proxy address');

export const configSchema = z.object({
  /** Data directory: metadata store, example DuckDB file, secret key. */
  home: z.string().min(1),
  port: z.number().int().min(0).max(65535),
  host: z.string().min(1),
  /** `postgres://...` for PostgreSQL metadata; unset for SQLite in `home`. */
  databaseUrl: z.string().nullable(),
  featureFlags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  /** Default and maximum rows a chart query returns. */
  rowLimit: z.number().int().positive(),
  maxRowLimit: z.number().int().positive(),
  samplesRowLimit: z.number().int().positive(),
  /** Statement timeout for analytics queries. */
  queryTimeoutMs: z.number().int().positive(),
  /**
   * Chart-data requests of one dashboard that read the same dataset under the same filters share one
   * scan where their shapes allow (services/chartData/sharedScan); false runs every query on its own.
   */
  sharedScans: z.boolean(),
  /** How long a dashboard's unsaved filter state (`native_filters_key`) is kept after its last write. */
  filterStateTtlSeconds: z.number().int().positive(),
  cache: z.object({
    defaultTimeoutSeconds: z.number().int().min(0),
    redisUrl: z.string().nullable(),
  }),
  examples: z.object({
    /** Load the example data and content on first start. */
    load: z.boolean(),
    eventsRows: z.number().int().positive(),
  }),
  /**
   * Brute-force limits on sign-in (POST /api/v1/security/login and /session/), first-run setup and token
   * refresh: failed sign-ins per username, and requests per client address to each of the three.
   */
  authRateLimit: z.object({
    enabled: z.boolean(),
    failedLoginsPerUser: z.number().int().positive(),
    failedLoginWindowSeconds: z.number().int().positive(),
    requestsPerIp: z.number().int().positive(),
    requestWindowSeconds: z.number().int().positive(),
  }),
  /** CSP `frame-ancestors` sources: who may show Sightline in a frame (`'self'`, `'none'`, origins). */
  frameAncestors: z.array(z.string().regex(/^[^\s;,]+$/, 'not a CSP source')).min(1),
  /** Largest request body accepted, in bytes; larger ones answer 413. */
  bodyLimitBytes: z.number().int().positive(),
  /** The one-time first-run setup token; null makes the server generate one and print it in its log. */
  setupToken: z.string().min(16).nullable(),
  /** Password hashing cost: log2 of scrypt's N. Hashes of a lower cost are redone at the next sign-in. */
  passwordHashCost: z.number().int().min(14).max(20),
  /**
   * Fastify's `trustProxy`: whether X-Forwarded-* headers are believed, for the client address and the
   * protocol (so the session cookie is `Secure` behind a TLS-terminating proxy). false (the default),
   * true (any peer), or the proxies' addresses, CIDR ranges or loopback/linklocal/uniquelocal (comma-
   * separated text or a list). Hop counts are not offered: Fastify treats them as trusting no proxy.
   */
  trustProxy: z.preprocess(
    (value) => (typeof value === 'string' ? trustProxyOfText(value) : value),
    z.union([z.boolean(), proxyAddresses, z.array(proxyAddresses).min(1)]),
  ),
  /** Days the action log keeps its rows; older ones are deleted by a periodic prune. */
  logRetentionDays: z.number().int().positive(),
  /**
   * Analytics statements running at once, in all and per user (services/statementSlots.ts). The default
   * keeps one of Node's libuv threads free for sign-in and files: raise UV_THREADPOOL_SIZE to raise it.
   */
  statementLimits: z.object({
    overall: z.number().int().positive(),
    perUser: z.number().int().positive(),
  }),
  /**
   * Directories where SQLite and DuckDB database files may be registered, besides `home`'s `data/`;
   * files elsewhere, the metadata store and URI options that load code are refused unless
   * `allowUnsafeDatabaseUris` is set (Superset's PREVENT_UNSAFE_DB_CONNECTIONS = False).
   */
  dataDirectories: z.array(z.string().min(1)),
  allowUnsafeDatabaseUris: z.boolean(),
  /** Log level for the HTTP server (pino levels) or 'silent'. */
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});

export type SightlineConfig = z.infer<typeof configSchema>;
