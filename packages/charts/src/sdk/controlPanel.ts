/**
 * Control panels are data: sections hold rows, rows hold controls. Explore renders them (its own issue);
 * plugins only declare them. Each control says whether a change re-runs the query (`affects: 'query'`)
 * or only re-renders the chart from the data already fetched (`affects: 'render'`).
 */

/** The control types, by the names Explore's control container picks them by. */
export const CONTROL_TYPES = [
  'AnnotationLayerControl',
  'BoundsControl',
  'CheckboxControl',
  'CollectionControl',
  'ColorPickerControl',
  'ColorSchemeControl',
  'DateFilterControl',
  'DndColumnSelect',
  'DndMetricSelect',
  'DndFilterSelect',
  'FixedOrMetricControl',
  'HiddenControl',
  'SelectAsyncControl',
  'SelectControl',
  'SliderControl',
  'SpatialControl',
  'TextAreaControl',
  'TextControl',
  'TimeSeriesColumnControl',
  'ViewportControl',
  'VizTypeControl',
  'MetricsControl',
  'AdhocFilterControl',
  'FilterBoxItemControl',
  'ConditionalFormattingControl',
] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

/** Form data as Explore holds it while editing: plain JSON keyed by control name. */
export type ControlValues = Readonly<Record<string, unknown>>;

/** What visibility predicates and validators see. */
export interface ControlPanelState {
  /** The current value of every control. */
  controls: ControlValues;
  /** The dataset's columns and saved metrics (names are enough for the rules plugins write). */
  datasource?: {
    columns: readonly { column_name: string; is_dttm?: boolean; type_generic?: number | null }[];
    metrics: readonly { metric_name: string }[];
  };
}

/** A validator returns false when the value is fine, or the message. */
export type ControlValidator = (value: unknown, state?: ControlPanelState) => string | false;

export type SelectChoice = readonly [value: string | number | boolean | null, label: string];

export interface ControlConfig<V = unknown> {
  type: ControlType;
  label: string;
  description?: string;
  default?: V;
  /** 'query': changing it re-runs the query; 'render': it only changes how the data is drawn. */
  affects: 'query' | 'render';
  choices?: readonly SelectChoice[];
  multi?: boolean;
  freeForm?: boolean;
  clearable?: boolean;
  placeholder?: string;
  isInt?: boolean;
  isFloat?: boolean;
  min?: number;
  max?: number;
  step?: number;
  validators?: readonly ControlValidator[];
  /** Hidden when this returns false. */
  visibility?: (state: ControlPanelState) => boolean;
  /** False keeps the value when the control is hidden; by default it resets to `default`. */
  resetOnHide?: boolean;
  /** Control-type specific settings (e.g. allowed column types, the collection's item form). */
  options?: Readonly<Record<string, unknown>>;
}

/** A control in a row: a shared control by name, an inline control, or null for an empty cell. */
export type ControlSetItem = string | { name: string; config: ControlConfig } | null;
export type ControlSetRow = readonly ControlSetItem[];

export interface ControlPanelSection {
  /** Section titles, in this order: Chart type, Time, Color scheme, Annotations and layers, Query, Advanced analytics. */
  label: string;
  description?: string;
  expanded?: boolean;
  controlSetRows: readonly ControlSetRow[];
}

/** An inline control that only re-renders the chart from the data already fetched. */
export function renderControl(name: string, config: Omit<ControlConfig, 'affects'>): ControlSetItem {
  return { name, config: { ...config, affects: 'render' } };
}

/** An inline checkbox that only re-renders the chart. */
export function checkboxControl(
  name: string,
  label: string,
  description: string,
  value: boolean,
): ControlSetItem {
  return renderControl(name, { type: 'CheckboxControl', label, description, default: value });
}

export interface ControlPanelConfig {
  controlPanelSections: readonly ControlPanelSection[];
  /** Changes to shared controls for this chart type only, e.g. a different default or label. */
  controlOverrides?: Readonly<Record<string, Partial<ControlConfig>>>;
}
