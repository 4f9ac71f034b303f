import { isRecord } from '../isRecord.js';
import {
  TIME_COL_COLUMN,
  TIME_GRAIN_COLUMN,
  TIME_RANGE_COLUMN,
  type FilterBoxValues,
} from './dashboardFilterTypes.js';
import { convertFilterBoxDefault } from '../nativeFilters/filterBoxDefaultValue.js';
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

/** The parts of a filter_box chart's form data the dashboard reads. */
export interface FilterBoxSettings {
  fields: FilterBoxFieldConfig[];
  dateFilter: boolean;
  showTimeGrain: boolean;
  showTimeColumn: boolean;
  instantFiltering: boolean;
  timeRange: string | null;
  timeGrain: string | null;
  timeColumn: string | null;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Reads a filter_box form data tolerantly: fields without a column are left out. */
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
    timeRange: stringOrNull(formData.time_range),
    timeGrain: stringOrNull(formData.time_grain_sqla),
    timeColumn: stringOrNull(formData.granularity_sqla),
  };
}

/**
 * A field's default selection: the ';'-separated values of a multiple field, each once; for a
 * single-select field the one value converted by the column's type when it is known (spec 2 §5.3:
 * boolean, integer, float; non-numeric text in a number column selects nothing). The chart and the
 * dashboard both start from it.
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
  const converted = convertFilterBoxDefault(value, columnType, false);
  return converted === null ? [] : [converted];
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
