import { z } from 'zod';
import { parseExtraJson } from '../explore/exploreDatasource.js';
import { chartConfigurationSchema } from '../nativeFilters/nativeFilterTypes.js';
import { DASHBOARD_MESSAGES } from './messages.js';

/**
 * A dashboard's json_metadata. Readers get a tolerant parse: a field of the wrong type is
 * dropped rather than failing the whole dashboard, and unknown keys are kept so a save round-trips them.
 * The properties modal's editor gets the strict check, with a message naming the field to fix.
 */

export const DEFAULT_REFRESH_FREQUENCY = 0;

const record = z.record(z.string(), z.unknown());

/** Each field with its strict schema and, for the editor's message, what it must be. */
const FIELDS = {
  default_filters: [z.string(), 'a JSON text (a string)'],
  shared_label_colors: [
    z.union([z.array(z.string()), z.record(z.string(), z.string())]),
    'a list of labels or an object of label to color',
  ],
  label_colors: [
    z.record(z.string(), z.string()),
    'an object of label to color, such as { "boys": "#1FA8C9" }',
  ],
  filter_scopes: [record, 'an object'],
  native_filter_configuration: [
    z.array(z.looseObject({ id: z.string() })),
    'a list of filters, each with an id',
  ],
  show_native_filters: [z.boolean(), 'true or false'],
  chart_configuration: [chartConfigurationSchema, 'an object of chart id to settings'],
  global_chart_configuration: [record, 'an object'],
  expanded_slices: [z.record(z.string(), z.boolean()), 'an object of chart id to true or false'],
  refresh_frequency: [z.number().int().nonnegative(), 'a whole number of seconds (0: no refresh)'],
  timed_refresh_immune_slices: [z.array(z.number().int()), 'a list of chart ids'],
  stagger_refresh: [z.boolean(), 'true or false'],
  stagger_time: [z.number().nonnegative(), 'a number of milliseconds'],
  color_namespace: [z.string().nullable(), 'a text or null'],
  color_scheme: [z.string().nullable(), 'a color scheme name or null'],
  color_scheme_domain: [z.array(z.string()), 'a list of colors'],
  cross_filters_enabled: [z.boolean(), 'true or false'],
  positions: [record, 'an object'],
} as const satisfies Record<string, readonly [z.ZodType, string]>;

type Fields = typeof FIELDS;
type FieldName = keyof Fields;

const strictShape = Object.fromEntries(
  Object.entries(FIELDS).map(([name, [schema]]) => [name, schema.optional()]),
) as { [K in FieldName]: z.ZodOptional<Fields[K][0]> };

const tolerantShape = Object.fromEntries(
  Object.entries(FIELDS).map(([name, [schema]]) => [name, (schema as z.ZodType).optional().catch(undefined)]),
) as { [K in FieldName]: z.ZodCatch<z.ZodOptional<Fields[K][0]>> };

/** The strict schema (the editor's check, and the server's on save). */
export const dashboardMetadataStrictSchema = z.looseObject(strictShape);
/** The tolerant schema readers use: wrongly typed fields become absent. */
export const dashboardMetadataSchema = z.looseObject(tolerantShape);
export type DashboardMetadata = z.infer<typeof dashboardMetadataStrictSchema>;

/** A dashboard's json_metadata, tolerantly: never throws; missing, bad JSON or not an object gives {}. */
export function parseDashboardMetadata(json: string | null | undefined): DashboardMetadata {
  const parsed = dashboardMetadataSchema.parse(parseExtraJson(json)) as Record<string, unknown>;
  for (const key of Object.keys(parsed)) if (parsed[key] === undefined) delete parsed[key];
  return parsed as DashboardMetadata;
}

/**
 * What is wrong with the JSON metadata a person typed, or null when it is fine (empty counts as {}):
 * the parser's message for bad JSON, or which field has the wrong kind of value and what it must be.
 */
export function metadataJsonError(text: string): string | null {
  if (!text.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return DASHBOARD_MESSAGES.metadataNotJson(error instanceof Error ? error.message : String(error));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return DASHBOARD_MESSAGES.metadataNotObject;
  const result = dashboardMetadataStrictSchema.safeParse(value);
  if (result.success) return null;
  const path = result.error.issues[0]?.path ?? [];
  const field = String(path[0] ?? '');
  const expected = field in FIELDS ? FIELDS[field as FieldName][1] : 'valid';
  return DASHBOARD_MESSAGES.metadataField(path.map(String).join('.'), expected);
}

/**
 * shared_label_colors in one shape: Superset 3.x stores a list of labels shared by several charts (their
 * colors come from the scheme), older dashboards an object of label to color.
 */
export function sharedLabelColorsOf(metadata: DashboardMetadata): {
  labels: string[];
  colors: Record<string, string>;
} {
  const value = metadata.shared_label_colors;
  if (Array.isArray(value)) return { labels: [...value], colors: {} };
  if (value) return { labels: Object.keys(value), colors: { ...value } };
  return { labels: [], colors: {} };
}

export interface RefreshFrequencyOption {
  /** Seconds; 0 does not refresh. */
  value: number;
  label: string;
}

/** The refresh intervals offered in the header menu and properties. */
export const refreshFrequencyOptions: readonly RefreshFrequencyOption[] = [
  { value: 0, label: DASHBOARD_MESSAGES.refreshDont },
  { value: 10, label: DASHBOARD_MESSAGES.refresh10Seconds },
  { value: 60, label: DASHBOARD_MESSAGES.refresh1Minute },
  { value: 300, label: DASHBOARD_MESSAGES.refresh5Minutes },
  { value: 1800, label: DASHBOARD_MESSAGES.refresh30Minutes },
  { value: 3600, label: DASHBOARD_MESSAGES.refresh1Hour },
  { value: 21600, label: DASHBOARD_MESSAGES.refresh6Hours },
  { value: 43200, label: DASHBOARD_MESSAGES.refresh12Hours },
  { value: 86400, label: DASHBOARD_MESSAGES.refresh24Hours },
];
