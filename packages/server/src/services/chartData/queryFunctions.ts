import * as queryEngine from '@sightline/query-engine';
import {
  compileQueryObject,
  type CompiledQuery,
  type CompileOptions,
  type DatasetDescriptor,
  type Frame,
  type SqlDialectName,
} from '@sightline/query-engine';
import type { PostProcessingOperation, QueryObject } from '@sightline/core';

/**
 * The query-engine functions the pipeline calls: the SQL compiler and the post-processing operators.
 * Kept behind one object so the pipeline reads as a list of stages over these calls. The
 * post-processing functions are looked up on the package at first use, so the server builds while that
 * module is still being written; once it lands this is a plain property read.
 */

export type { CompiledQuery, CompileOptions, DatasetDescriptor, SqlDialectName };

export interface QueryFunctions {
  compileQueryObject(
    query: QueryObject,
    dataset: DatasetDescriptor,
    dialect: SqlDialectName,
    options: CompileOptions,
  ): CompiledQuery;
  applyPostProcessing(frame: Frame, operations: PostProcessingOperation[]): Frame;
  joinTimeOffsets(
    main: Frame,
    offsets: { offset: string; frame: Frame }[],
    options: { timeColumn: string; metricLabels: string[]; joinColumns: string[] },
  ): Frame;
}

function lookup<K extends 'applyPostProcessing' | 'joinTimeOffsets'>(name: K): QueryFunctions[K] {
  const found = (queryEngine as Record<string, unknown>)[name];
  if (typeof found !== 'function') {
    throw new Error(`@sightline/query-engine does not export ${name} yet`);
  }
  return found as QueryFunctions[K];
}

/** The real implementations from @sightline/query-engine. */
export const engineQueryFunctions: QueryFunctions = {
  compileQueryObject,
  applyPostProcessing: (...args) => lookup('applyPostProcessing')(...args),
  joinTimeOffsets: (...args) => lookup('joinTimeOffsets')(...args),
};
