import type { QueryObject } from '@sightline/core';
import type { CompileOptions, SqlFragment } from './datasetDescriptor.js';

/** What a shared scan is made of: the queries that join it, the statement, and how its rows split back. */

export interface SharedScanLimits {
  /** Queries in one statement. */
  maxMembers: number;
  /** Rows one statement may return: the sum of its members' row limits (probe rows included). */
  maxRows: number;
  /** Distinct dimension expressions in one statement (GROUPING() returns one bit per dimension). */
  maxDimensions: number;
}

export const DEFAULT_SHARED_SCAN_LIMITS: SharedScanLimits = {
  maxMembers: 64,
  maxRows: 100_000,
  maxDimensions: 30,
};

export interface SharedScanMember {
  /** The query object exactly as the caller compiles it on its own (its row limit applied). */
  query: QueryObject;
  options: CompileOptions;
  /** The SQL the caller compiled for it alone: the query runs on its own if this compiler disagrees. */
  expectedSql?: string;
}

export interface SharedScanSlice {
  /** Index of the member in the array given to planSharedScans. */
  member: number;
  /** The member's result columns in its own SELECT order: the statement's column, and its label. */
  fields: { column: string; label: string }[];
}

export interface SharedScan extends SqlFragment {
  /** One per member, in the order of the statement's branches. */
  slices: SharedScanSlice[];
}

export interface SharedScanPlan {
  scans: SharedScan[];
  /** Members that run on their own, and why. */
  separate: { member: number; reason: string }[];
}
