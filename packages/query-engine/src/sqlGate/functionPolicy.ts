/**
 * Which functions a person's SQL may call, per engine. The allow-list is the engine's own built-in
 * scalar, aggregate and window functions (read from the engine's catalogue, so it matches the engine's
 * version), less the ones that reach outside the query: files, the network, extensions, settings,
 * sequences, logs, sleeping and the server process. Table functions are refused unless listed here as
 * generating rows from their arguments alone.
 */

const DUCKDB_REFUSED = new RegExp(
  '^(' +
    [
      'sleep_ms',
      'pg_sleep',
      'current_setting',
      'getenv',
      'nextval',
      'currval',
      'setseed',
      'write_log',
      'current_query',
      'current_query_id',
      'current_connection_id',
      'current_transaction_id',
      'txid_current',
      'get_block_size',
      'pg_postmaster_start_time',
      'pg_conf_load_time',
      'inet_\\w+',
      'parse_duckdb_log_message',
      'duckdb_\\w+',
      'pragma_\\w+',
      'read_\\w+',
      '\\w*_scan',
      'glob',
      'sniff_csv',
      'query',
      'query_table',
      'json_execute_serialized_sql',
      'sql_auto_complete',
      'which_secret',
      'parquet_\\w+',
      'icu_\\w+',
      '(enable|disable)_\\w+',
      '(force_)?checkpoint',
    ].join('|') +
    ')$',
  'i',
);

/** Table functions that only generate rows from their arguments. */
const DUCKDB_TABLE_FUNCTIONS = ['range', 'generate_series', 'unnest', 'json_each', 'json_tree'];

/** SQL that lists DuckDB's built-in functions callable in an expression. */
export const DUCKDB_FUNCTIONS_SQL = `SELECT DISTINCT lower(function_name) FROM duckdb_functions()
  WHERE internal AND function_type IN ('scalar', 'aggregate', 'macro')`;

export function duckdbAllowedFunctions(builtins: Iterable<string>): ReadonlySet<string> {
  const allowed = new Set<string>(DUCKDB_TABLE_FUNCTIONS);
  for (const name of builtins) if (!DUCKDB_REFUSED.test(name)) allowed.add(name.toLowerCase());
  return allowed;
}

const POSTGRES_REFUSED = new RegExp(
  '^(' +
    [
      'pg_sleep\\w*',
      'pg_read_\\w+',
      'pg_ls_\\w+',
      'pg_stat_file',
      'pg_file_\\w+',
      'pg_current_logfile',
      'lo_\\w+',
      'dblink\\w*',
      'pg_terminate_backend',
      'pg_cancel_backend',
      'pg_reload_conf',
      'pg_rotate_logfile',
      'set_config',
      'current_setting',
      'pg_\\w*advisory\\w*',
      'nextval',
      'setval',
      'currval',
      'lastval',
      '\\w+_to_xml\\w*',
      '\\w+_to_xmlschema',
      'pg_notify',
      'pg_logical_\\w+',
      'pg_create_\\w+',
      'pg_drop_\\w+',
      'pg_replication_\\w+',
      'pg_switch_\\w+',
      'pg_promote',
      'pg_\\w*backup\\w*',
      'pg_import_\\w+',
      'pg_export_snapshot',
      'pg_log_\\w+',
      'pg_stat_reset\\w*',
      'pg_wal_\\w+',
      'pg_copy_\\w+',
      'binary_upgrade_\\w+',
      'inet_\\w+',
      'version',
    ].join('|') +
    ')$',
  'i',
);

/** SQL that lists PostgreSQL's built-in functions (the pg_catalog schema). */
export const POSTGRES_FUNCTIONS_SQL = `SELECT DISTINCT lower(proname) FROM pg_catalog.pg_proc
  WHERE pronamespace = 'pg_catalog'::regnamespace`;

export function postgresAllowedFunctions(builtins: Iterable<string>): ReadonlySet<string> {
  const allowed = new Set<string>();
  for (const name of builtins) if (!POSTGRES_REFUSED.test(name)) allowed.add(name.toLowerCase());
  return allowed;
}

const SQLITE_REFUSED =
  /^(load_extension|fts3_tokenizer|readfile|writefile|edit|randomblob|zeroblob|sqlite_\w+)$/i;

/** SQL that lists SQLite's functions (its own catalogue of what the connection can call). */
export const SQLITE_FUNCTIONS_SQL = `SELECT DISTINCT lower(name) FROM pragma_function_list`;

export function sqliteAllowedFunctions(builtins: Iterable<string>): ReadonlySet<string> {
  const allowed = new Set<string>();
  for (const name of builtins) if (!SQLITE_REFUSED.test(name)) allowed.add(name.toLowerCase());
  return allowed;
}

/**
 * Whether a called name is one the engine's policy refuses by name: how statements that the engine's
 * parser cannot hand over as a tree (DuckDB's and SQLite's writes) have their calls checked.
 */
export function isRefusedFunctionName(backend: 'duckdb' | 'sqlite', name: string): boolean {
  return (backend === 'duckdb' ? DUCKDB_REFUSED : SQLITE_REFUSED).test(name);
}
