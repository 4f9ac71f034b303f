import type { QueryObject } from '@sightline/core';
import type { Frame } from '@sightline/query-engine';
import type { CompiledQuery, CompileOptions } from './queryFunctions.js';

/** What the compile stage plans for each query object, and what running a SQL plan gives. */

/** A query answered without SQL (columns, timegrains). */
export interface StaticPlan {
  kind: 'static';
  payload: Record<string, unknown>;
}

export interface SqlPlan {
  kind: 'sql';
  query: QueryObject;
  compiled: CompiledQuery;
  /** What `compiled` was compiled from: a shared scan compiles the same query object with the same options. */
  compileInput: { query: QueryObject; options: CompileOptions };
  /** The row limit the caller asked for; the SQL fetches one more row to see whether it was cut off. */
  rowLimit: number;
  /** The SQL with its parameters written in, for display (`query` in the result). */
  displaySql: string;
  cacheKey: string;
}

export type QueryPlan = StaticPlan | SqlPlan;

export interface ExecutedQuery {
  main: Frame;
  offsets: { offset: string; frame: Frame }[];
  sqlRowcount: number;
  isTruncated: boolean;
}
