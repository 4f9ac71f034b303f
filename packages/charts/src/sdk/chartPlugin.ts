import type { ChartDataResult, DataMask, QueryContext, TimeGrain } from '@sightline/core';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { ControlPanelConfig } from './controlPanel.js';

/**
 * The chart plugin contract. A plugin declares, it does not compute: metadata, a control panel, two pure
 * functions (no DOM, no network) and a lazily loaded React component.
 */

/** Chart behaviours: interactive charts emit cross-filters; native filters are plugins too. */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL';

/** Gallery categories; 'Other' is sorted last. */
export const CHART_CATEGORIES = [
  'Table',
  'KPI',
  'Evolution',
  'Distribution',
  'Part of a Whole',
  'Ranking',
  'Correlation',
  'Map',
  'Other',
] as const;
export type ChartCategory = (typeof CHART_CATEGORIES)[number];

/** The badge shown beside a chart type's name. */
export type ChartLabel = 'BETA' | 'DEPRECATED' | 'FEATURED' | 'VERIFIED';

export interface ChartMetadata {
  vizType: string;
  name: string;
  category: ChartCategory;
  /** Gallery tags; the recommended ones are 'Popular', 'ECharts' and 'Advanced-Analytics'. */
  tags: readonly string[];
  description?: string;
  /** URL of a real render of the example data (produced by scripts/render-thumbnails.mjs). */
  thumbnail: string;
  exampleGallery: readonly { url: string; caption: string }[];
  behaviors: readonly ChartBehavior[];
  deprecated?: boolean;
  label?: ChartLabel;
  labelExplanation?: string;
}

/** One item of `POST /api/v1/chart/data`'s result list; the contract lives in core. */
export type { ChartDataResult };

/** What a chart knows of its dataset: labels, formats, currencies. */
export interface ChartDatasource {
  id: number;
  type: string;
  name?: string;
  columns: readonly {
    column_name: string;
    verbose_name?: string | null;
    is_dttm?: boolean;
    type_generic?: number | null;
    /** The database type, e.g. 'BIGINT' (the filter box converts its default values by it). */
    type?: string | null;
  }[];
  metrics: readonly {
    metric_name: string;
    verbose_name?: string | null;
    d3format?: string | null;
    currency?: { symbol: string; symbolPosition?: 'prefix' | 'suffix' } | null;
  }[];
}

/** A right-click on a data point: the filters that select it, for drill to detail. */
export interface ChartContextMenuEvent {
  clientX: number;
  clientY: number;
  filters: readonly {
    col: string;
    op: '==' | 'IN' | 'IS NULL';
    val: unknown;
    formattedVal: string;
    /** For a time-axis point (epoch ms, truncated to this grain): the rows of the whole period match. */
    grain?: TimeGrain;
  }[];
}

/** Callbacks a rendered chart may call. Every hook is optional: a thumbnail render passes none. */
export interface ChartHooks {
  /** Cross-filter or native-filter value. */
  setDataMask?: (mask: DataMask) => void;
  /**
   * A native filter's masks published at once, without waiting for Apply (values its new options no
   * longer offer, its first value selected by default); `update` reads the mask applied now.
   */
  applyDataMask?: (update: (applied: DataMask | undefined) => readonly DataMask[]) => void;
  /** Right-click on a data point; the host offers drill to detail. */
  onContextMenu?: (event: ChartContextMenuEvent) => void;
  /** Chart-owned query state (table pagination and search) kept by the host as the mask's ownState. */
  setOwnState?: (ownState: Record<string, unknown>) => void;
  /**
   * Legacy filter box: the selection of one field. Time fields use the columns
   * `__time_range`, `__time_grain` and `__time_col` (values a string or null). The host passes the current
   * selections back as `filterState.selectedValues` (column → values).
   */
  onAddFilter?: (column: string, values: unknown, merge?: boolean, refresh?: boolean) => void;
  /** Legacy filter box: the host searches all of a field's values (ILIKE) for 'Search all filter options'. */
  searchFilterOptions?: (
    column: string,
    search: string,
  ) => Promise<{ id: unknown; text: string; metric?: number }[]>;
}

/** Everything transformProps sees. */
export interface ChartProps<FD> {
  formData: FD;
  queriesData: readonly ChartDataResult[];
  width: number;
  height: number;
  datasource?: ChartDatasource;
  hooks: ChartHooks;
  /** This chart's current filter value (e.g. the cross-filter it emitted), to highlight selections. */
  filterState?: { value?: unknown; selectedValues?: unknown };
  ownState?: Record<string, unknown>;
  /** The dashboard's color namespace and label colors: same label, same color everywhere. */
  colorNamespace?: string;
  labelColors?: Readonly<Record<string, string>>;
}

/** What buildQuery sees besides the form data. */
export interface BuildQueryContext {
  ownState?: Record<string, unknown>;
}

/** A pure step that upgrades saved form data from `fromVersion` to `fromVersion + 1`. */
export interface FormDataMigration {
  fromVersion: number;
  migrate(formData: Record<string, unknown>): Record<string, unknown>;
}

/**
 * What turns a chart type's saved form data into its query context, apart from its rendering: the server
 * builds the query of a chart saved without one from it (the `@sightline/charts/queries` entry).
 */
export interface ChartQuery<FD = Record<string, unknown>> {
  /** Parses (and fills defaults into) saved form data. Unknown keys are kept. */
  formDataSchema: z.ZodType<FD>;
  /** The current form data version; saved form data carries `form_data_version`. */
  formDataVersion: number;
  migrations: readonly FormDataMigration[];
  buildQuery(formData: FD, context?: BuildQueryContext): QueryContext;
}

export interface ChartPlugin<FD = Record<string, unknown>, P = unknown> extends ChartQuery<FD> {
  metadata: ChartMetadata;
  controlPanel: ControlPanelConfig;
  transformProps(chartProps: ChartProps<FD>): P;
  /** Loaded the first time a chart of this type renders. */
  loadComponent(): Promise<{ default: ComponentType<P> }>;
  /** True when the component draws its own empty state (e.g. a table with a search box). */
  rendersEmptyResult?: boolean;
  /**
   * True when the component finishes drawing after it mounts (e.g. a word-cloud layout running in
   * slices); it then calls markChartRendered itself when the drawing is complete.
   */
  drawsAsynchronously?: boolean;
}

/** Erases the form data and props types so plugins of every type fit one registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyChartPlugin = ChartPlugin<any, any>;

/** Erases the form data type so every chart type's query fits one map. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyChartQuery = ChartQuery<any>;
