import {
  controlsOf,
  defaultControlValues,
  type AnyChartPlugin,
  type ControlConfig,
  type ControlPanelState,
  type ControlValues,
  SHARED_CONTROLS,
} from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';

/**
 * The pure rules of the control panel: defaults, visibility, reset on hide, validation
 * and which changes need a new query.
 */
export type PanelControls = ReadonlyMap<string, ControlConfig>;

/** The panel's controls by name; every panel has the chart type picker (its own section when not placed). */
export function panelControls(plugin: AnyChartPlugin | undefined): PanelControls {
  if (!plugin) return new Map();
  const controls = controlsOf(plugin.controlPanel);
  if (!controls.has('viz_type')) controls.set('viz_type', SHARED_CONTROLS.viz_type!);
  return controls;
}

/** Form data with the plugin's defaults under it: saved values win, missing controls get defaults. */
export function withDefaults(
  plugin: AnyChartPlugin | undefined,
  formData: ControlValues,
): Record<string, unknown> {
  return plugin ? { ...defaultControlValues(plugin.controlPanel), ...formData } : { ...formData };
}

export function panelState(formData: ControlValues, datasource: ExploreDatasource | null): ControlPanelState {
  return { controls: formData, ...(datasource ? { datasource } : {}) };
}

export function isControlVisible(config: ControlConfig, state: ControlPanelState): boolean {
  try {
    return config.visibility ? config.visibility(state) : true;
  } catch {
    return true;
  }
}

/**
 * A control that is hidden and has a default different from its value goes back to the
 * default (unless the control turns reset-on-hide off).
 */
export function resetHiddenControls(
  controls: PanelControls,
  formData: Record<string, unknown>,
  datasource: ExploreDatasource | null,
): Record<string, unknown> {
  const state = panelState(formData, datasource);
  let next = formData;
  for (const [name, config] of controls) {
    if (config.resetOnHide === false || config.default === undefined) continue;
    if (isControlVisible(config, state)) continue;
    if (JSON.stringify(formData[name]) === JSON.stringify(config.default)) continue;
    if (next === formData) next = { ...formData };
    next[name] = config.default;
  }
  return next;
}

/** The form data after one control changed, hidden controls reset. */
export function applyControlChange(
  controls: PanelControls,
  formData: Record<string, unknown>,
  name: string,
  value: unknown,
  datasource: ExploreDatasource | null,
): Record<string, unknown> {
  const changed = { ...formData };
  if (value === undefined) delete changed[name];
  else changed[name] = value;
  return resetHiddenControls(controls, changed, datasource);
}

/** Validation errors of the visible controls, by control name (controls without errors are left out). */
export function validateControls(
  controls: PanelControls,
  formData: Record<string, unknown>,
  datasource: ExploreDatasource | null,
): Record<string, string[]> {
  const state = panelState(formData, datasource);
  const errors: Record<string, string[]> = {};
  for (const [name, config] of controls) {
    if (!config.validators?.length || !isControlVisible(config, state)) continue;
    const messages = config.validators
      .map((validate) => validate(formData[name], state))
      .filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) errors[name] = messages;
  }
  return errors;
}

/** "Metrics cannot be empty": one line per control with errors, labelled as the panel shows it. */
export function describeErrors(
  controls: PanelControls,
  errors: Readonly<Record<string, string[]>>,
): string[] {
  return Object.entries(errors).map(
    ([name, messages]) => `${controls.get(name)?.label ?? name} ${messages.join(', ')}`,
  );
}

/**
 * Whether `next` needs a new query compared with the form data last queried: any change outside the
 * render-only controls (unknown keys, the dataset and the chart type count as query changes).
 */
export function needsQuery(
  controls: PanelControls,
  next: ControlValues,
  queried: ControlValues | null,
): boolean {
  if (!queried) return true;
  const keys = new Set([...Object.keys(next), ...Object.keys(queried)]);
  for (const key of keys) {
    if (controls.get(key)?.affects === 'render') continue;
    if (JSON.stringify(next[key]) !== JSON.stringify(queried[key])) return true;
  }
  return false;
}
