import { isRecord } from '../isRecord.js';
import {
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
  type FilterBoxValues,
} from './dashboardFilterTypes.js';
import { convertFilterBoxDefault } from '../nativeFilters/filterBoxDefaultValue.js';
import { NO_TIME_RANGE } from '../timeRange/rangeNames.js';
import { FILTER_BOX_MESSAGES as messages } from './messages.js';

/** One field of a filter box (its form data's filter_configs item). */
export interface FilterBoxFieldConfig {
  column: string;
  label?: string;
  /** Several values may be picked (the default). */
  multiple: boolean;
  /** The field may be emptied (the default). */
  clearable: boolean;
  /** Values separated by ';' when multiple; a number or boolean saved as such. */
  defaultValue?: string | number | boolean | null;
  asc: boolean;
  metric?: string | null;
  searchAllOptions: boolean;
}

/** A filter_box chart's form data as the chart and the dashboard both read it. */
export interface FilterBoxSettings {
  fields: FilterBoxFieldConfig[];
  dateFilter: boolean;
  showTimeGrain: boolean;
  showTimeColumn: boolean;
  instantFiltering: boolean;
  /** The box's time range, 'No filter' when none is saved (the control's default). */
  timeRange: string;
  timeGrain: string | null;
  timeColumn: string | null;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * Reads a filter_box form data tolerantly, the one reading of it: fields without a column are left out,
 * and a missing or mistyped setting reads as its control's default.
 */
export function filterBoxSettingsOf(formData: Record<string, unknown>): FilterBoxSettings {
  const configs = Array.isArray(formData.filter_configs) ? formData.filter_configs : [];
  const fields = configs.filter(isRecord).flatMap((config): FilterBoxFieldConfig[] => {
    if (typeof config.column !== 'string' || !config.column) return [];
    return [
      {
        column: config.column,
        label: stringOrNull(config.label) ?? undefined,
        multiple: config.multiple !== false,
        clearable: config.clearable !== false,
        // Saved as typed, or as a number or boolean when the value was converted on save.
        defaultValue:
          typeof config.defaultValue === 'number' || typeof config.defaultValue === 'boolean'
            ? config.defaultValue
            : stringOrNull(config.defaultValue),
        asc: config.asc !== false,
        metric: stringOrNull(config.metric),
        searchAllOptions: config.searchAllOptions === true,
      },
    ];
  });
  return {
    fields,
    dateFilter: formData.date_filter === true,
    showTimeGrain: formData.show_sqla_time_granularity === true,
    showTimeColumn: formData.show_sqla_time_column === true,
    // Instant filtering is the chart's default: only an explicit false asks for an Apply button.
    instantFiltering: formData.instant_filtering !== false,
    timeRange: stringOrNull(formData.time_range) ?? NO_TIME_RANGE,
    timeGrain: stringOrNull(formData.time_grain_sqla),
    timeColumn: stringOrNull(formData.granularity_sqla),
  };
}

/**
 * A single-select field's values in its column's type: text in a boolean or number column
 * converted as a saved default is, text that is not a number left out; other values kept as they are.
 */
function typedSingleSelectValues(values: readonly unknown[], columnType: string | null): unknown[] {
  return values.flatMap((value) => {
    if (typeof value !== 'string') return [value];
    const converted = convertFilterBoxDefault(value, columnType, false);
    return converted === null ? [] : [converted];
  });
}

/**
 * A field's default selection: the ';'-separated values of a multiple field, each once; for a
 * single-select field the one value in the column's type when it is known. The chart and the dashboard
 * both start from it.
 */
export function fieldDefaultValues(
  field: Pick<FilterBoxFieldConfig, 'defaultValue' | 'multiple'>,
  columnType: string | null = null,
): unknown[] {
  const value = field.defaultValue;
  if (value === null || value === undefined || value === '') return [];
  if (typeof value !== 'string') return [value];
  if (field.multiple) {
    const values = value
      .split(';')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    return [...new Set(values)];
  }
  return typedSingleSelectValues([value], columnType);
}

/**
 * A filter box's selections once its columns' types are known (the dashboard reads the box before its
 * dataset arrives): each single-select field's values in its column's type, as the chart starts from
 * them. Only the columns whose values change.
 */
export function typedFilterBoxColumns(
  settings: FilterBoxSettings,
  columns: Readonly<Record<string, FilterBoxValues>>,
  columnTypes: Readonly<Record<string, string | null>>,
): Record<string, FilterBoxValues> {
  const changed: Record<string, FilterBoxValues> = {};
  for (const field of settings.fields) {
    const values = columns[field.column];
    if (field.multiple || !Array.isArray(values)) continue;
    const typed = typedSingleSelectValues(values, columnTypes[field.column] ?? null);
    if (typed.length !== values.length || typed.some((value, i) => value !== values[i]))
      changed[field.column] = typed;
  }
  return changed;
}

/**
 * The columns (with their default values) and labels a filter box starts with: its value fields, then
 * the time range, time grain and time column when the box shows them.
 */
export function filterBoxColumnsOf(settings: FilterBoxSettings): {
  columns: Record<string, FilterBoxValues>;
  labels: Record<string, string>;
} {
  const columns: Record<string, FilterBoxValues> = {};
  const labels: Record<string, string> = {};
  for (const field of settings.fields) {
    columns[field.column] = fieldDefaultValues(field);
    labels[field.column] = field.label ?? field.column;
  }
  if (settings.dateFilter) {
    columns[TIME_RANGE_COLUMN] = settings.timeRange;
    labels[TIME_RANGE_COLUMN] = messages.timeRange;
  }
  if (settings.showTimeGrain) {
    columns[TIME_GRAIN_COLUMN] = settings.timeGrain;
    labels[TIME_GRAIN_COLUMN] = messages.timeGrain;
  }
  if (settings.showTimeColumn) {
    columns[TIME_COL_COLUMN] = settings.timeColumn;
    labels[TIME_COL_COLUMN] = messages.timeColumn;
  }
  return { columns, labels };
}
