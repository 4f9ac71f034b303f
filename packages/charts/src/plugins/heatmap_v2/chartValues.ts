import { z } from 'zod';
import type { ChartDatasource } from '../../sdk/chartPlugin.js';
import { getNumberFormatter, SMART_NUMBER, type NumberFormatter } from '../../sdk/format/numberFormat.js';
import type { TimeFormatter } from '../../sdk/format/timeFormat.js';

/**
 * Reading result cells and form-data values the way Superset's ECharts plugins do. Shared by the
 * heatmap, histogram, box plot, treemap, sunburst, word cloud and bubble plugins (one module instead of
 * seven copies) until the sdk grows a module for it.
 */

/** A result cell as the charts use it: JSON scalars only. */
export type CellScalar = string | number | boolean | null;

/** Superset's label for a missing category value. */
export const NULL_LABEL = '<NULL>';

/** The coltype of temporal result columns (Superset's GenericDataType.TEMPORAL). */
export const TEMPORAL_COLTYPE = 2;

/** Opacity of the items a cross-filter did not select (Superset's OpacityEnum.SemiTransparent). */
export const UNSELECTED_OPACITY = 0.3;

/** Superset saves `currency_format` as `{symbol, symbolPosition}`; an empty symbol means none. */
export const currencyFormatSchema = z
  .looseObject({ symbol: z.string().nullable().optional(), symbolPosition: z.string().nullable().optional() })
  .nullable()
  .optional();
export type CurrencyFormat = z.infer<typeof currencyFormatSchema>;

/** A bounds control's `[min, max]`: numbers, numeric text or null (open). */
export const boundsSchema = z
  .array(z.union([z.number(), z.string(), z.null()]))
  .nullable()
  .default([null, null]);

/** A number, numeric text (engines return DECIMAL as text) or null; anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A cell as a JSON scalar (objects and arrays become their text), so it can travel in a filter. */
export function toScalar(value: unknown): CellScalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return typeof value === 'bigint' ? Number(value) : JSON.stringify(value);
}

/** A category as users read it: times in the chart's time format, missing values as `<NULL>`. */
export function formatCategory(value: CellScalar, temporal: boolean, timeFormatter: TimeFormatter): string {
  if (value === null) return NULL_LABEL;
  if (temporal && (typeof value === 'number' || typeof value === 'string')) return timeFormatter(value);
  return String(value);
}

/** One bound of a bounds control; null when open or not a number. */
export function parseBound(bound: unknown): number | null {
  return bound === '' ? null : toNumber(bound);
}

/**
 * The formatter of a metric's values: the chart's format, else the saved metric's own d3 format when the
 * chart keeps the adaptive default; the chart's currency, else the saved metric's currency.
 */
export function metricFormatter(
  format: string | null | undefined,
  metricLabel: string,
  datasource: ChartDatasource | undefined,
  currencyFormat?: CurrencyFormat,
): NumberFormatter {
  const saved = datasource?.metrics.find((metric) => metric.metric_name === metricLabel);
  const chosen = format && format !== SMART_NUMBER ? format : (saved?.d3format ?? format);
  const currency = currencyFormat?.symbol
    ? {
        symbol: currencyFormat.symbol,
        symbolPosition:
          currencyFormat.symbolPosition === 'suffix' ? ('suffix' as const) : ('prefix' as const),
      }
    : (saved?.currency ?? null);
  return getNumberFormatter(chosen, currency);
}

/** The name users see for a result column: the dataset's verbose name when it has one. */
export function columnVerboseName(label: string, datasource: ChartDatasource | undefined): string {
  const column = datasource?.columns.find((candidate) => candidate.column_name === label);
  if (column?.verbose_name) return column.verbose_name;
  return datasource?.metrics.find((metric) => metric.metric_name === label)?.verbose_name || label;
}

/** Text for ECharts' HTML tooltips: data values must not become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
