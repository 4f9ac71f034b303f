import type { QueryObject } from '@sightline/core';
import { deepFreeze } from './deepFreeze.js';
import type {
  CompiledQuery,
  CompileOptions,
  DatasetDescriptor,
  QueryFunctions,
  SqlDialectName,
} from './queryFunctions.js';

/**
 * Compiled queries kept for the next request with the same query object. The SQL is a pure function of
 * the query object, the datasource (its descriptor: a new object whenever the datasource changes, see
 * chartDataSource.ts), the dialect, the row limits and the server's now. A chart's requests repeat the
 * same query object, so they compile it once per datasource version; the fixed cost of a chart-data
 * request is a large part of a small query's time.
 *
 * The now: only time ranges read it (`Last week`, `today`, relative anchors). A query is kept only when
 * compiling it at a second, distant now (a year and a bit later, every unit from the year to the
 * millisecond moved) gives the same result; one that depends on the now is remembered as such and
 * compiled on every request, as before.
 */

/** Query objects kept per datasource version; the first kept is dropped when full. */
const KEPT_PER_DATASOURCE = 256;
/**
 * Longer keys (a filter of thousands of values) are compiled on every request instead: kept, each
 * would be held twice (key and SQL) up to KEPT_PER_DATASOURCE times per datasource version.
 */
const KEPT_KEY_LENGTH = 16_384;
/** The second now: 400 days, 1 hour, 1 minute, 1 second and 1 millisecond after the request's. */
const PROBE_SHIFT_MS = ((400 * 24 + 1) * 60 + 1) * 60_000 + 1_001;

type Kept = CompiledQuery | 'depends on now';

/**
 * An app's kept compilations: per query-functions object (a test that replaces the compiler sees its own
 * calls), per descriptor.
 */
export type KeptCompilations = WeakMap<QueryFunctions, WeakMap<DatasetDescriptor, Map<string, Kept>>>;

export function createKeptCompilations(): KeptCompilations {
  return new WeakMap();
}

function keptFor(
  keptByFunctions: KeptCompilations,
  functions: QueryFunctions,
  dataset: DatasetDescriptor,
): Map<string, Kept> {
  let byDataset = keptByFunctions.get(functions);
  if (!byDataset) {
    byDataset = new WeakMap();
    keptByFunctions.set(functions, byDataset);
  }
  let kept = byDataset.get(dataset);
  if (!kept) {
    kept = new Map();
    byDataset.set(dataset, kept);
  }
  return kept;
}

/**
 * `functions.compileQueryObject(query, dataset, dialect, options)`, or the result kept from an earlier
 * request of the app with the same input. Results are frozen: requests share them.
 */
export function compileKept(
  keptCompilations: KeptCompilations,
  functions: QueryFunctions,
  query: QueryObject,
  dataset: DatasetDescriptor,
  dialect: SqlDialectName,
  options: CompileOptions,
): CompiledQuery {
  const kept = keptFor(keptCompilations, functions, dataset);
  const { now, ...limits } = options;
  const key = JSON.stringify([dialect, limits, query]);
  if (key.length > KEPT_KEY_LENGTH) return functions.compileQueryObject(query, dataset, dialect, options);
  const known = kept.get(key);
  if (known !== undefined && known !== 'depends on now') return known;
  const compiled = functions.compileQueryObject(query, dataset, dialect, options);
  if (known === 'depends on now') return compiled;
  if (kept.size >= KEPT_PER_DATASOURCE) kept.delete(kept.keys().next().value!);
  const later = new Date(now.getTime() + PROBE_SHIFT_MS);
  kept.set(key, sameAt(functions, compiled, [query, dataset, dialect, { ...options, now: later }]));
  return compiled;
}

/** The compiled query, frozen, when compiling at the other now gives the same; else 'depends on now'. */
function sameAt(
  functions: QueryFunctions,
  compiled: CompiledQuery,
  input: Parameters<QueryFunctions['compileQueryObject']>,
): Kept {
  let later: CompiledQuery;
  try {
    later = functions.compileQueryObject(...input);
  } catch {
    // Valid now, invalid a year later ('From date cannot be larger than to date'): it reads the now.
    return 'depends on now';
  }
  return JSON.stringify(later) === JSON.stringify(compiled) ? deepFreeze(compiled) : 'depends on now';
}
