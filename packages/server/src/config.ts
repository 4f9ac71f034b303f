import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * One typed configuration: defaults, then `$SIGHTLINE_HOME/config.json`, then environment overrides.
 * Loaded and validated once at start (see loadConfig in config/load.ts); a bad value stops the start with
 * a message that names the setting.
 */

/** Each feature flag and what it switches; a flag that does nothing yet says so. */
export const FEATURE_FLAG_DESCRIPTIONS = {
  DISABLE_LEGACY_DATASOURCE_EDITOR: 'Hides the legacy dataset editor in explore (on by default in Superset).',
  DYNAMIC_PLUGINS: 'Lets admins register chart plugins loaded from a URL (Settings → Plugins).',
  DASHBOARD_NATIVE_FILTERS:
    'The native filter bar on dashboards, and the migration offered for filter boxes.',
  DASHBOARD_CROSS_FILTERS: 'Cross-filters: a click on a data point filters the other charts.',
  DASHBOARD_FILTERS_EXPERIMENTAL: 'Does nothing yet.',
  ENABLE_DND_WITH_CLICK_UX: 'Does nothing yet (drag-and-drop controls always open on click).',
  UX_BETA: 'Does nothing yet.',
  GLOBAL_ASYNC_QUERIES:
    'Chart queries the cache cannot answer run as jobs on a worker; the page learns they finished through events.',
} as const;

export const FEATURE_FLAGS = Object.keys(
  FEATURE_FLAG_DESCRIPTIONS,
) as (keyof typeof FEATURE_FLAG_DESCRIPTIONS)[];
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

/**
 * Every setting, with the words a person reads about it: the configuration reference in README.md is
 * generated from these descriptions (config/configReference.ts), so they are written for users.
 */
export const configSchema = z.object({
  home: z.string().min(1).describe('Data directory: metadata store, example DuckDB file, secret key.'),
  port: z.number().int().min(0).max(65535).describe('Port the server listens on.'),
  host: z.string().min(1).describe('Address the server listens on.'),
  databaseUrl: z
    .string()
    .nullable()
    .describe('Metadata store on PostgreSQL (`postgres://user:pass@host:5432/db`); unset for SQLite.'),
  featureFlags: z
    .record(z.enum(FEATURE_FLAGS), z.boolean())
    .describe('Feature flags (see the table of flags below).'),
  rowLimit: z.number().int().positive().describe('Rows a chart query returns when it names no limit.'),
  maxRowLimit: z.number().int().positive().describe('Most rows any chart query returns.'),
  samplesRowLimit: z.number().int().positive().describe("Rows of a dataset's samples."),
  queryTimeoutMs: z
    .number()
    .int()
    .positive()
    .describe('Analytics statements are interrupted after this long.'),
  sharedScans: z
    .boolean()
    .describe(
      'Dashboard charts over the same dataset and filters share one scan; false runs each query alone.',
    ),
  filterStateTtlSeconds: z
    .number()
    .int()
    .positive()
    .describe("How long a dashboard's unsaved filter state (`native_filters_key`) is kept."),
  cache: z.object({
    defaultTimeoutSeconds: z
      .number()
      .int()
      .min(0)
      .describe('How long chart data stays cached when its chart, dataset or database sets no timeout.'),
    redisUrl: z
      .string()
      .nullable()
      .describe('Cache chart data in Redis (`redis://host:6379`); unset for memory.'),
  }),
  asyncQueries: z.object({
    timeoutSeconds: z
      .number()
      .int()
      .positive()
      .describe('With GLOBAL_ASYNC_QUERIES on, a query run as a job is stopped after this long.'),
    workerConcurrency: z
      .number()
      .int()
      .positive()
      .describe(
        "Jobs one worker process runs at once; their statements share the statement limits, and a dashboard's jobs taken together share scans.",
      ),
    transport: z
      .enum(['websocket', 'polling'])
      .describe(
        'How pages learn that jobs ended: a websocket (falling back to polling when it fails), or polling only (for proxies without websockets).',
      ),
    runWorker: z
      .boolean()
      .describe(
        'The web process runs queued jobs itself; false (`sightline start --no-worker`) leaves them to `sightline worker` processes.',
      ),
    lockDurationSeconds: z
      .number()
      .int()
      .positive()
      .describe(
        "How long a worker's hold on a running job lasts unless it renews it; a dead worker's job runs again after about this long.",
      ),
    stalledIntervalSeconds: z
      .number()
      .int()
      .positive()
      .describe('How often workers look for jobs whose worker stopped renewing its hold (died).'),
  }),
  examples: z.object({
    load: z.boolean().describe('Load the example data and content on first start.'),
    eventsRows: z.number().int().positive().describe('Rows of the example `web_events` table.'),
  }),
  authRateLimit: z.object({
    enabled: z.boolean().describe('Brute-force limits on sign-in, first-run setup and token refresh.'),
    failedLoginsPerUser: z.number().int().positive().describe('Failed sign-ins allowed per username…'),
    failedLoginWindowSeconds: z.number().int().positive().describe('…within this many seconds.'),
    requestsPerIp: z.number().int().positive().describe('Requests per client address to each of the three…'),
    requestWindowSeconds: z.number().int().positive().describe('…within this many seconds.'),
  }),
  frameAncestors: z
    .array(z.string().regex(/^[^\s;,]+$/, 'not a CSP source'))
    .min(1)
    .describe('Who may show Sightline in a frame (CSP `frame-ancestors`; space-separated sources).'),
  bodyLimitBytes: z
    .number()
    .int()
    .positive()
    .describe('Largest request body, in bytes; larger ones answer 413.'),
  setupToken: z
    .string()
    .min(16)
    .nullable()
    .describe('One-time token to create the first admin from another machine; unset: generated and logged.'),
  passwordHashCost: z
    .number()
    .int()
    .min(14)
    .max(20)
    .describe('Password hash cost, log2 of scrypt N (14–20); older hashes are redone at sign-in.'),
  trustProxy: z
    .preprocess(
      (value) => (typeof value === 'string' ? trustProxyOfText(value) : value),
      z.union([z.boolean(), proxyAddresses, z.array(proxyAddresses).min(1)]),
    )
    .describe(
      'Believe X-Forwarded-* from these proxies (`true`, or addresses/CIDR ranges, comma-separated), so the session cookie is `Secure` behind a TLS proxy.',
    ),
  logRetentionDays: z.number().int().positive().describe('Days the action log keeps its rows.'),
  statementLimits: z.object({
    overall: z.number().int().positive().describe('Analytics statements running at once, in all.'),
    perUser: z
      .number()
      .int()
      .positive()
      .describe('Analytics statements running at once per user (a fair share).'),
  }),
  dataDirectories: z
    .array(z.string().min(1))
    .describe('Directories for SQLite and DuckDB database files, besides `data/` in the data directory.'),
  allowUnsafeDatabaseUris: z
    .boolean()
    .describe(
      'Accept database URIs that reach the metadata store, files elsewhere or options that load code.',
    ),
  logLevel: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .describe('Server log level.'),
});

export type SightlineConfig = z.infer<typeof configSchema>;
