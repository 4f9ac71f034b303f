import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { configSchema, FEATURE_FLAGS, type FeatureFlag, type SightlineConfig } from '../config.js';

/**
 * Builds the configuration from three layers, each overriding the previous one: built-in defaults,
 * `$SIGHTLINE_HOME/config.json` (same field names, any subset), then environment variables. Every value
 * is validated; the first bad one stops the start with a message naming the setting and its source.
 */

type Source = 'the defaults' | 'the environment' | string;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function defaultFeatureFlags(): Record<FeatureFlag, boolean> {
  const flags = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Record<FeatureFlag, boolean>;
  flags.DASHBOARD_NATIVE_FILTERS = true;
  flags.DASHBOARD_CROSS_FILTERS = true;
  return flags;
}

export function defaultConfig(home = './var'): SightlineConfig {
  return {
    home: resolve(home),
    port: 8088,
    host: '0.0.0.0',
    databaseUrl: null,
    featureFlags: defaultFeatureFlags(),
    rowLimit: 10000,
    maxRowLimit: 50000,
    samplesRowLimit: 1000,
    queryTimeoutMs: 60000,
    sharedScans: true,
    filterStateTtlSeconds: 90 * 24 * 60 * 60,
    cache: { defaultTimeoutSeconds: 86400, redisUrl: null },
    asyncQueries: {
      timeoutSeconds: 600,
      workerConcurrency: 16,
      transport: 'websocket',
      runWorker: true,
      lockDurationSeconds: 30,
      stalledIntervalSeconds: 30,
    },
    examples: { load: true, eventsRows: 1_000_000 },
    logLevel: 'warn',
    authRateLimit: {
      enabled: true,
      failedLoginsPerUser: 10,
      failedLoginWindowSeconds: 15 * 60,
      requestsPerIp: 30,
      requestWindowSeconds: 60,
    },
    frameAncestors: ["'self'"],
    bodyLimitBytes: 1024 * 1024,
    setupToken: null,
    passwordHashCost: 17,
    trustProxy: false,
    logRetentionDays: 90,
    statementLimits: defaultStatementLimits(),
    dataDirectories: [],
    allowUnsafeDatabaseUris: false,
  };
}

/** The libuv pool's size as Node read it at start (UV_THREADPOOL_SIZE, default 4). */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env['UV_THREADPOOL_SIZE']);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4;
}

/**
 * Statements running at once by default: no more than the cores (each statement already uses every
 * core, so more at once only slows everything else, sign-in included) and one libuv thread always
 * left for sign-in and files; a fair share of half of them per user.
 */
export function defaultStatementLimits(
  poolSize = threadPoolSize(),
  cores = availableParallelism(),
): SightlineConfig['statementLimits'] {
  const overall = Math.max(1, Math.min(poolSize - 1, cores));
  return { overall, perUser: Math.max(1, Math.ceil(overall / 2)) };
}

/** Where each dotted setting path got its value, so errors can say "from the environment". */
interface Origin {
  source: Source;
  /** The name the user wrote (env var name or config.json path). */
  name: string;
  raw: unknown;
}

type EnvKind = 'string' | 'int' | 'bool' | 'nullableString' | 'list';

export const ENV_SETTINGS: Record<string, { path: string[]; kind: EnvKind }> = {
  PORT: { path: ['port'], kind: 'int' },
  HOST: { path: ['host'], kind: 'string' },
  DATABASE_URL: { path: ['databaseUrl'], kind: 'nullableString' },
  REDIS_URL: { path: ['cache', 'redisUrl'], kind: 'nullableString' },
  ROW_LIMIT: { path: ['rowLimit'], kind: 'int' },
  SIGHTLINE_ASYNC_QUERY_TIMEOUT_SECONDS: { path: ['asyncQueries', 'timeoutSeconds'], kind: 'int' },
  SIGHTLINE_WORKER_CONCURRENCY: { path: ['asyncQueries', 'workerConcurrency'], kind: 'int' },
  SIGHTLINE_RUN_WORKER: { path: ['asyncQueries', 'runWorker'], kind: 'bool' },
  SIGHTLINE_ASYNC_TRANSPORT: { path: ['asyncQueries', 'transport'], kind: 'string' },
  SIGHTLINE_JOB_LOCK_SECONDS: { path: ['asyncQueries', 'lockDurationSeconds'], kind: 'int' },
  SIGHTLINE_JOB_STALL_CHECK_SECONDS: { path: ['asyncQueries', 'stalledIntervalSeconds'], kind: 'int' },
  SIGHTLINE_LOG_LEVEL: { path: ['logLevel'], kind: 'string' },
  SIGHTLINE_LOAD_EXAMPLES: { path: ['examples', 'load'], kind: 'bool' },
  SIGHTLINE_EVENTS_ROWS: { path: ['examples', 'eventsRows'], kind: 'int' },
  SIGHTLINE_SHARED_SCANS: { path: ['sharedScans'], kind: 'bool' },
  SIGHTLINE_FILTER_STATE_TTL_SECONDS: { path: ['filterStateTtlSeconds'], kind: 'int' },
  SIGHTLINE_AUTH_RATE_LIMIT: { path: ['authRateLimit', 'enabled'], kind: 'bool' },
  SIGHTLINE_FAILED_LOGINS_PER_USER: { path: ['authRateLimit', 'failedLoginsPerUser'], kind: 'int' },
  SIGHTLINE_FAILED_LOGIN_WINDOW_SECONDS: { path: ['authRateLimit', 'failedLoginWindowSeconds'], kind: 'int' },
  SIGHTLINE_AUTH_REQUESTS_PER_IP: { path: ['authRateLimit', 'requestsPerIp'], kind: 'int' },
  SIGHTLINE_AUTH_REQUEST_WINDOW_SECONDS: { path: ['authRateLimit', 'requestWindowSeconds'], kind: 'int' },
  SIGHTLINE_FRAME_ANCESTORS: { path: ['frameAncestors'], kind: 'list' },
  SIGHTLINE_BODY_LIMIT_BYTES: { path: ['bodyLimitBytes'], kind: 'int' },
  SIGHTLINE_SETUP_TOKEN: { path: ['setupToken'], kind: 'nullableString' },
  SIGHTLINE_PASSWORD_HASH_COST: { path: ['passwordHashCost'], kind: 'int' },
  SIGHTLINE_TRUST_PROXY: { path: ['trustProxy'], kind: 'string' },
  SIGHTLINE_LOG_RETENTION_DAYS: { path: ['logRetentionDays'], kind: 'int' },
  SIGHTLINE_MAX_STATEMENTS: { path: ['statementLimits', 'overall'], kind: 'int' },
  SIGHTLINE_MAX_STATEMENTS_PER_USER: { path: ['statementLimits', 'perUser'], kind: 'int' },
  SIGHTLINE_DATA_DIRECTORIES: { path: ['dataDirectories'], kind: 'list' },
  SIGHTLINE_ALLOW_UNSAFE_DATABASE_URIS: { path: ['allowUnsafeDatabaseUris'], kind: 'bool' },
};

/** Env values are text; convert the obvious forms and leave anything else for zod to reject. */
function parseEnvValue(raw: string, kind: EnvKind): unknown {
  const text = raw.trim();
  switch (kind) {
    case 'list':
      // Space- or comma-separated, as CSP source lists are written.
      return text.split(/[\s,]+/).filter((item) => item !== '');
    case 'int':
      return /^-?\d+$/.test(text) ? Number(text) : raw;
    case 'bool':
      if (/^(true|1|yes|on)$/i.test(text)) return true;
      if (/^(false|0|no|off)$/i.test(text)) return false;
      return raw;
    case 'nullableString':
      return text === '' ? null : text;
    default:
      return raw;
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

/** Deep-merges a partial config.json into the config, recording the origin of each leaf. */
function mergeFile(
  target: Record<string, unknown>,
  patch: Record<string, unknown>,
  origins: Map<string, Origin>,
  source: string,
  prefix: string[] = [],
): void {
  for (const [key, value] of Object.entries(patch)) {
    const path = [...prefix, key];
    const current = target[key];
    const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (isObject(value) && isObject(current)) {
      mergeFile(current as Record<string, unknown>, value as Record<string, unknown>, origins, source, path);
    } else {
      target[key] = value;
      origins.set(path.join('.'), { source, name: path.join('.'), raw: value });
    }
  }
}

function readConfigFile(file: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError(`Invalid configuration: ${file} must hold a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** How each setting must look, in words; zod's generic messages name types, not the setting's rule. */
const EXPECTED: Record<string, string> = {
  port: 'must be an integer from 0 to 65535',
  host: 'must be a non-empty host name or address',
  databaseUrl: 'must be a postgres:// URL or empty',
  rowLimit: 'must be a positive integer',
  maxRowLimit: 'must be a positive integer',
  samplesRowLimit: 'must be a positive integer',
  queryTimeoutMs: 'must be a positive integer',
  sharedScans: 'must be true or false',
  filterStateTtlSeconds: 'must be a positive integer',
  'cache.defaultTimeoutSeconds': 'must be an integer of 0 or more',
  'cache.redisUrl': 'must be a redis:// URL or empty',
  'asyncQueries.timeoutSeconds': 'must be a positive integer',
  'asyncQueries.workerConcurrency': 'must be a positive integer',
  'asyncQueries.runWorker': 'must be true or false',
  'asyncQueries.transport': 'must be websocket or polling',
  'examples.load': 'must be true or false',
  'examples.eventsRows': 'must be a positive integer',
  logLevel: 'must be one of fatal, error, warn, info, debug, trace, silent',
  'authRateLimit.enabled': 'must be true or false',
  'authRateLimit.failedLoginsPerUser': 'must be a positive integer',
  'authRateLimit.failedLoginWindowSeconds': 'must be a positive integer',
  'authRateLimit.requestsPerIp': 'must be a positive integer',
  'authRateLimit.requestWindowSeconds': 'must be a positive integer',
  frameAncestors: "must be a list of CSP sources such as 'self', 'none' or https://portal.example.com",
  bodyLimitBytes: 'must be a positive integer',
  setupToken: 'must be at least 16 characters, or empty to generate one',
  passwordHashCost: 'must be an integer from 14 to 20 (log2 of scrypt N)',
  trustProxy: 'must be true, false or a comma-separated list of proxy addresses or CIDR ranges',
  logRetentionDays: 'must be a positive integer',
  'statementLimits.overall': 'must be a positive integer',
  'statementLimits.perUser': 'must be a positive integer',
  allowUnsafeDatabaseUris: 'must be true or false',
};

function describeIssue(path: string, zodMessage: string): string {
  if (EXPECTED[path]) return EXPECTED[path];
  if (path.startsWith('frameAncestors')) return EXPECTED.frameAncestors!;
  if (path.startsWith('trustProxy')) return EXPECTED.trustProxy!;
  if (path.startsWith('featureFlags.')) return 'must be true or false';
  return zodMessage.charAt(0).toLowerCase() + zodMessage.slice(1);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SightlineConfig {
  const home = env.SIGHTLINE_HOME && env.SIGHTLINE_HOME.trim() !== '' ? env.SIGHTLINE_HOME : './var';
  const config = defaultConfig(home) as unknown as Record<string, unknown>;
  const origins = new Map<string, Origin>();
  if (env.SIGHTLINE_HOME) {
    origins.set('home', { source: 'the environment', name: 'SIGHTLINE_HOME', raw: env.SIGHTLINE_HOME });
  }

  const file = join(config.home as string, 'config.json');
  if (existsSync(file)) {
    const patch = readConfigFile(file);
    // The data directory is where the file lives; letting the file move it would be circular.
    delete patch.home;
    mergeFile(config, patch, origins, file);
  }

  for (const [name, setting] of Object.entries(ENV_SETTINGS)) {
    const raw = env[name];
    if (raw === undefined) continue;
    setPath(config, setting.path, parseEnvValue(raw, setting.kind));
    origins.set(setting.path.join('.'), { source: 'the environment', name, raw });
  }
  for (const flag of FEATURE_FLAGS) {
    const name = `SIGHTLINE_FEATURE_${flag}`;
    const raw = env[name];
    if (raw === undefined) continue;
    setPath(config, ['featureFlags', flag], parseEnvValue(raw, 'bool'));
    origins.set(`featureFlags.${flag}`, { source: 'the environment', name, raw });
  }

  const result = configSchema.strict().safeParse(config);
  if (result.success) {
    const url = result.data.databaseUrl;
    if (url !== null && !/^postgres(ql)?:\/\//.test(url)) {
      const origin = origins.get('databaseUrl')!;
      throw new ConfigError(
        `Invalid configuration: ${origin.name} ${EXPECTED.databaseUrl} (got ${JSON.stringify(origin.raw)} from ${origin.source})`,
      );
    }
    return { ...result.data, home: resolve(result.data.home) };
  }

  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = (issue as unknown as { keys: string[] }).keys.map((k) => (path ? `${path}.${k}` : k));
    throw new ConfigError(`Invalid configuration: unknown setting ${keys.join(', ')} (in ${file})`);
  }
  const origin = origins.get(path) ?? { source: 'the defaults', name: path, raw: undefined };
  const detail = describeIssue(path, issue.message);
  throw new ConfigError(
    `Invalid configuration: ${origin.name} ${detail} (got ${JSON.stringify(origin.raw)} from ${origin.source})`,
  );
}
