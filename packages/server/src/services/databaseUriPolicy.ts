import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { DatabaseUri } from '@sightline/query-engine';
import type { SightlineConfig } from '../config.js';
import { EXAMPLES_FILE_NAME } from '../examples/load.js';
import { METADATA_FILE } from '../metadata/openMetadataDb.js';

/**
 * Which database URIs an admin may register. A database is read by every user granted it, so a URI
 * must not reach what the server itself keeps: the metadata store (users and password hashes), the
 * secret key, or any other file of the server's OS user. Unless `allowUnsafeDatabaseUris` is set:
 * - SQLite and DuckDB files must lie in `$SIGHTLINE_HOME/data/` or a configured data directory (the
 *   example data file is allowed too); in-memory databases are fine;
 * - the metadata store is refused, as a file or as the PostgreSQL database it runs on;
 * - only URI options Sightline reads are accepted, none that names a file or a socket.
 */

/** The option names each backend accepts; anything else is refused as unsafe. */
const SAFE_OPTIONS: Record<DatabaseUri['backend'], ReadonlySet<string>> = {
  duckdb: new Set(),
  sqlite: new Set(['mode']),
  postgresql: new Set(['sslmode', 'application_name', 'connect_timeout']),
};

/** The directories (absolute, real) where database files may be registered. */
export function dataDirectoriesOf(config: SightlineConfig): string[] {
  return [join(config.home, 'data'), ...config.dataDirectories].map((dir) => realOrResolved(dir));
}

/** The absolute path with symbolic links resolved as far as the path exists (a link cannot lead out). */
function realOrResolved(path: string): string {
  const absolute = resolve(path);
  let existing = absolute;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  const real = existsSync(existing) ? realpathSync(existing) : existing;
  return real + absolute.slice(existing.length);
}

const within = (dir: string, path: string) =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/** The reason a URI is refused, or null when it may be used. */
export function unsafeDatabaseUriReason(uri: DatabaseUri, config: SightlineConfig): string | null {
  if (config.allowUnsafeDatabaseUris) return null;
  const refusedOption = Object.keys(uri.query).find((key) => !SAFE_OPTIONS[uri.backend].has(key));
  if (refusedOption !== undefined) {
    return `The URI option "${refusedOption}" cannot be used for security reasons.`;
  }
  if (uri.backend === 'postgresql') return metadataServerReason(uri, config);
  if (!uri.path || uri.path === ':memory:') return null;
  const path = realOrResolved(uri.path);
  const home = realOrResolved(config.home);
  if (path === join(home, METADATA_FILE)) {
    return 'The metadata store cannot be used as a data source for security reasons.';
  }
  if (path === join(home, EXAMPLES_FILE_NAME)) return null;
  if (dataDirectoriesOf(config).some((dir) => within(dir, path))) return null;
  return `${uri.backend === 'sqlite' ? 'SQLite' : 'DuckDB'} files outside the data directories cannot be used as a data source for security reasons. Put the file in ${join(config.home, 'data')} or a directory of SIGHTLINE_DATA_DIRECTORIES.`;
}

/** Every name of this machine counts as one host. */
function hostKey(host: string | undefined): string {
  const name = (host || 'localhost').toLowerCase();
  return ['localhost', '127.0.0.1', '::1', '0.0.0.0'].includes(name) || name.startsWith('/')
    ? 'loopback'
    : name;
}

/** The metadata store's own PostgreSQL database, on the same server, is refused. */
function metadataServerReason(uri: DatabaseUri, config: SightlineConfig): string | null {
  if (!config.databaseUrl) return null;
  let metadata: URL;
  try {
    metadata = new URL(config.databaseUrl);
  } catch {
    return null;
  }
  const sameHost = hostKey(uri.host) === hostKey(metadata.hostname.replace(/^\[(.*)\]$/, '$1'));
  const samePort = (uri.port ?? 5432) === Number(metadata.port || 5432);
  const sameDatabase = (uri.database ?? '') === decodeURIComponent(metadata.pathname.replace(/^\//, ''));
  return sameHost && samePort && sameDatabase
    ? 'The metadata store cannot be used as a data source for security reasons.'
    : null;
}
