import type { Engine, OpenEngineOptions, ResultCache } from '@sightline/query-engine';
import type { MetadataDb } from './repos/metadataDb.js';
import type { SightlineConfig } from './config.js';
import type { LogEntry } from './repos/logRepo.js';

/**
 * What an app is built from and every layer receives: the metadata store, the configuration, engines,
 * secrets, the result cache and the action log. Route modules are Fastify plugins of the form
 * `export async function chartRoutes(app: FastifyInstance, deps: AppDeps)`, registered by http/app.ts.
 */
export interface AppDeps {
  db: MetadataDb;
  config: SightlineConfig;
  /** Opens (and caches) an engine for a registered database id. */
  engines: EngineRegistry;
  /** Encrypts and decrypts stored secrets (database passwords) with the generated secret key. */
  secrets: SecretBox;
  /** The server secret (SIGHTLINE_SECRET_KEY or `$home/secret.key`): signs session cookies, CSRF tokens, JWTs. */
  secretKey: string;
  /** Chart-data results (memory LRU by default, Redis when REDIS_URL is set). */
  cache: ResultCache;
  /** The action log: views sampled and batched, other actions written at once, old rows pruned. */
  activityLog: ActivityLog;
  /** What the chart-data pipeline keeps across requests: built with the app, closed with it. */
  chartData: ChartDataRuntime;
  /** Raised by role and grant changes made through this app (authz/permissionGeneration.ts). */
  permissionGeneration: PermissionGeneration;
  /** Async queries: the job queue this process hands jobs to, the channels' events, its own worker. */
  asyncQueries: AsyncQueries;
  /** SQL Lab's per-app state: the queries this process runs, so a stop reaches them. */
  sqlLab: SqlLabRuntime;
}

/** SQL Lab's per-app state; services/sqlLab/sqlLabRuntime.ts declares its parts and builds it. */
export interface SqlLabRuntime {
  /** Stops the queries this process runs. */
  close(): void;
}

/**
 * Async queries as one app sees them. services/asyncQueries/asyncQueriesRuntime.ts declares its parts
 * and builds it, so that this floor does not import the services above it.
 */
export interface AsyncQueries {
  /** Stops this process's worker (running jobs end cancelled), then closes the queue and the events. */
  close(): Promise<void>;
}

/**
 * A counter that role and grant changes made through an app raise, so the signed-in users the app
 * caches are read again at once instead of when their lifetime ends.
 */
export interface PermissionGeneration {
  readonly value: number;
  /** Call after a change to roles, grants or user roles commits. */
  changed(): void;
}

/**
 * The chart-data pipeline's per-app state (deduper, shared scans, statement counter and slots, known
 * datasources, kept parses and compilations). services/chartData/chartDataRuntime.ts declares its parts
 * and builds it, so that this floor does not import the services above it.
 */
export interface ChartDataRuntime {
  /** Closes what the runtime opened (the store's change-mark connection). */
  close(): void;
}

export interface EngineRegistry {
  forDatabase(databaseId: number): Promise<Engine>;
  /** Opens a throw-away engine for a URI (connection tests); the caller closes it. */
  open(uri: string, options?: OpenEngineOptions): Promise<Engine>;
  /** Drops a cached engine after its database was changed or deleted. */
  invalidate(databaseId: number): Promise<void>;
  closeAll(): Promise<void>;
}

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/** The signed-in user as the server sees it, with permissions flattened to `permission:view` keys. */
export interface AuthUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  /** e.g. `can_read:Chart`, `can_write:Dashboard`, `all_datasource_access:all_datasource_access`. */
  permissions: ReadonlySet<string>;
}

/**
 * The action log as the server writes it. Views (a chart or dashboard opened: what the home page's
 * recent activity lists) come with every read, so they are sampled and batched: one view per user and
 * object per window is kept (a repeat while the first is still buffered only moves its time), and the
 * kept views are written in one insert every few seconds or every few hundred views, and when the app
 * closes. Other actions are written at once. Rows older than the retention are deleted periodically.
 */
export interface ActivityLog {
  record(entries: readonly LogEntry[]): Promise<void>;
  /** Writes the buffered views now (recent activity reads call it first, so they see every view). */
  flush(): Promise<void>;
  /** Deletes rows older than the retention; returns how many. */
  prune(now?: Date): Promise<number>;
  /** Starts the periodic prune; the app calls it once it is built. */
  start(): void;
  /** Stops the timers and writes what is buffered; later entries are written at once. */
  close(): Promise<void>;
}
