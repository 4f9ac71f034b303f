import type { ControlConfig, ControlType, ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import type { ComponentType } from 'react';

/**
 * What every control component receives from the control container. The container draws the label,
 * description and validation errors; a control draws only its input and reports new values. Text and
 * number inputs debounce inside the control (spec: 250/500 ms, bounds 300 ms) and keep local state while
 * the user types.
 */
export interface ControlProps<V = unknown> {
  /** The form-data key the value is saved under. */
  name: string;
  config: ControlConfig;
  /** The current value; undefined when the form data has none (the default was not applied). */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** The whole form data, for controls whose choices depend on other controls (e.g. chosen metrics). */
  formData: ControlValues;
  /** The chart's dataset; null while it loads or when it is missing. */
  datasource: ExploreDatasource | null;
  /** Validation errors for this control (already computed by the container), for red outlines. */
  errors: readonly string[];
}

/** Any control, whatever value type it edits (each one's props are typed by its own value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ControlComponent = ComponentType<ControlProps<any>>;

/** A group of control implementations by the control type they draw. */
export type ControlComponentMap = Partial<Record<ControlType, ControlComponent>>;
