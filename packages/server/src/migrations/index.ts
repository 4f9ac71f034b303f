import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.js';
import * as dynamicPlugins from './0002_dynamic_plugins.js';
import * as filterSets from './0003_filter_sets.js';
import * as sessions from './0004_sessions.js';
import * as logRetention from './0005_log_retention.js';
import * as sqlLab from './0006_sql_lab.js';

/** Versioned migrations, in order. Add a file `NNNN_name.ts` and list it here; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_dynamic_plugins': dynamicPlugins,
  '0003_filter_sets': filterSets,
  '0004_sessions': sessions,
  '0005_log_retention': logRetention,
  '0006_sql_lab': sqlLab,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
