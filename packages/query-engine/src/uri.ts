import { DatabaseUriError } from './errors.js';

/**
 * SQLAlchemy-style database URIs, so connection strings users already have for Superset work unchanged:
 * `duckdb:////abs/path.duckdb`, `duckdb:///:memory:`, `sqlite:////abs/path.db`, `sqlite://`,
 * `postgresql[+driver]://user:pass@host:port/db?sslmode=require`, `postgres://...`.
 */

export type DatabaseBackend = 'duckdb' | 'postgresql' | 'sqlite';

export interface DatabaseUri {
  backend: DatabaseBackend;
  /** The `+driver` part (`psycopg2`), kept for display; Sightline always uses its own driver. */
  driver?: string;
  username?: string;
  password?: string;
  host?: string;
  port?: number;
  /** PostgreSQL database name. */
  database?: string;
  /** File path of a DuckDB/SQLite database, or `:memory:`. */
  path?: string;
  query: Record<string, string>;
}

/** What Superset shows in place of a stored password. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

const SUPPORTED = 'Sightline supports duckdb, postgresql and sqlite';
const BACKEND_ALIASES: Record<string, DatabaseBackend> = {
  duckdb: 'duckdb',
  sqlite: 'sqlite',
  postgresql: 'postgresql',
  postgres: 'postgresql',
};

/** The pieces of a URI's text, with offsets so masking can replace the password in place. */
interface UriParts {
  scheme: string;
  rest: string;
  /** Offset of `rest` in the full URI. */
  restStart: number;
}

function splitScheme(uri: string): UriParts {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(.*)$/s.exec(uri.trim());
  if (!match) {
    throw new DatabaseUriError(
      'Invalid database URI: expected the form backend://..., e.g. postgresql://user:password@host:5432/database',
    );
  }
  const scheme = match[1] as string;
  return { scheme, rest: match[2] as string, restStart: uri.trim().length - (match[2] as string).length };
}

function decode(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new DatabaseUriError(`Invalid database URI: the ${what} is not valid percent-encoding`);
  }
}

function parseQuery(text: string | undefined): Record<string, string> {
  // No prototype: an option named `__proto__` or `constructor` is just an (unknown, refused) option.
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!text) return query;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq < 0 ? pair : pair.slice(0, eq), 'query string');
    query[key] = decode(eq < 0 ? '' : pair.slice(eq + 1).replace(/\+/g, ' '), 'query string');
  }
  return query;
}

/** Where the userinfo (`user:password`) sits in `rest` for server URIs; null when there is none. */
function userInfoSpan(rest: string): { end: number; passwordStart: number | null } | null {
  const beforeQuery = rest.split('?')[0] as string;
  // The last `@` wins: passwords with an unencoded `@` or `/` still parse as SQLAlchemy would try to.
  const at = beforeQuery.lastIndexOf('@');
  if (at < 0) return null;
  const colon = beforeQuery.slice(0, at).indexOf(':');
  return { end: at, passwordStart: colon < 0 ? null : colon + 1 };
}

function parseFileUri(backend: DatabaseBackend, driver: string | undefined, rest: string): DatabaseUri {
  const [location = '', queryText] = splitOnce(rest, '?');
  let path: string;
  if (location === '') path = ':memory:';
  else if (location.startsWith('/')) path = decode(location.slice(1), 'path');
  else {
    throw new DatabaseUriError(
      `Invalid database URI: ${backend} URIs name a file, e.g. ${backend}:////absolute/path/to/file.${backend === 'duckdb' ? 'duckdb' : 'db'}`,
    );
  }
  if (path === '') path = ':memory:';
  return { backend, ...(driver ? { driver } : {}), path, query: parseQuery(queryText) };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

function parseServerUri(driver: string | undefined, rest: string): DatabaseUri {
  const result: DatabaseUri = { backend: 'postgresql', ...(driver ? { driver } : {}), query: {} };
  const span = userInfoSpan(rest);
  let remainder = rest;
  if (span) {
    const userInfo = rest.slice(0, span.end);
    const userText = span.passwordStart === null ? userInfo : userInfo.slice(0, span.passwordStart - 1);
    if (userText) result.username = decode(userText, 'user name');
    if (span.passwordStart !== null) result.password = decode(userInfo.slice(span.passwordStart), 'password');
    remainder = rest.slice(span.end + 1);
  }
  const [beforeQuery, queryText] = splitOnce(remainder, '?');
  result.query = parseQuery(queryText);
  const [hostPort, databaseText] = splitOnce(beforeQuery, '/');
  const hostMatch = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(hostPort);
  const hostText = hostMatch?.[1] ?? '';
  const portText = hostMatch?.[2];
  if (hostText) result.host = decode(hostText.replace(/^\[(.*)\]$/, '$1'), 'host');
  if (portText !== undefined) {
    const port = Number(portText);
    if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
      throw new DatabaseUriError(
        `Invalid database URI: port "${portText}" is not a number between 1 and 65535`,
      );
    }
    result.port = port;
  }
  if (databaseText) result.database = decode(databaseText, 'database name');
  return result;
}

/** Parses a SQLAlchemy-style URI; throws DatabaseUriError with a readable message when it cannot. */
export function parseDatabaseUri(uri: string): DatabaseUri {
  const { scheme, rest } = splitScheme(uri);
  const [dialect = '', driver] = splitOnce(scheme.toLowerCase(), '+');
  const backend = BACKEND_ALIASES[dialect];
  if (!backend) throw new DatabaseUriError(`Unsupported database backend "${dialect}"; ${SUPPORTED}`);
  return backend === 'postgresql' ? parseServerUri(driver, rest) : parseFileUri(backend, driver, rest);
}

/** Replaces the password span of a server URI's text, leaving every other character as written. */
function replacePassword(uri: string, replace: (current: string) => string): string {
  const { scheme, rest, restStart } = splitScheme(uri);
  const dialect = scheme.toLowerCase().split('+')[0] as string;
  if (BACKEND_ALIASES[dialect] !== 'postgresql') return uri;
  const span = userInfoSpan(rest);
  if (!span || span.passwordStart === null) return uri;
  const trimmed = uri.trim();
  const start = restStart + span.passwordStart;
  const end = restStart + span.end;
  return trimmed.slice(0, start) + replace(trimmed.slice(start, end)) + trimmed.slice(end);
}

/** The URI as it may be shown: the password (if any) replaced by XXXXXXXXXX. */
export function maskUriPassword(uri: string): string {
  return replacePassword(uri, () => PASSWORD_MASK);
}

/**
 * Puts a stored password back into a URI the client sent with the mask in it (editing a database without
 * retyping the password). A URI carrying a new password, or none, is returned as it is.
 */
export function withUriPassword(maskedUri: string, password: string): string {
  return replacePassword(maskedUri, (current) =>
    current === PASSWORD_MASK ? encodeURIComponent(password) : current,
  );
}
