import {
  applyPostProcessing,
  compileQueryObject,
  joinTimeOffsets,
  type CompiledQuery,
  type CompileOptions,
  type DatasetDescriptor,
  type Frame,
  type SqlDialectName,
} from '@sightline/query-engine';
import type { PostProcessingOperation, QueryObject } from '@sightline/core';

/**
 * The query-engine functions the pipeline calls: the SQL compiler and the post-processing operators.
 * Held in one object on the pipeline's context, so the stages read as a list of steps over these calls
 * and a test can observe them.
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

export const engineQueryFunctions: QueryFunctions = {
  compileQueryObject,
  applyPostProcessing,
  joinTimeOffsets,
};
