import { expect } from 'vitest';
import type { AnyChartPlugin } from '../chartPlugin.js';
import { CONTROL_TYPES, type ControlConfig } from '../controlPanel.js';
import { controlsOf, defaultControlValues } from '../controlsOf.js';

/**
 * The checks every plugin's controlPanel.test.ts runs: controls resolve, use the spec's control types,
 * say what they affect, and their defaults plus `required` parse with the plugin's form-data schema.
 */
export function checkControlPanel(plugin: AnyChartPlugin, required: Record<string, unknown>): void {
  const controls = controlsOf(plugin.controlPanel);
  expect(controls.size).toBeGreaterThan(0);
  for (const [name, config] of controls) {
    expect(CONTROL_TYPES, `control ${name}`).toContain(config.type);
    expect(['query', 'render'], `control ${name}`).toContain(config.affects);
    expect(config.label, `control ${name}`).toBeTruthy();
  }
  const formData = {
    datasource: '1__table',
    viz_type: plugin.metadata.vizType,
    ...defaultControlValues(plugin.controlPanel),
    ...required,
  };
  const parsed = plugin.formDataSchema.safeParse(formData);
  expect(parsed.error?.issues ?? []).toEqual([]);
}

/** The names of the controls whose change re-runs the query, sorted. */
export function queryControlNames(controls: ReadonlyMap<string, ControlConfig>): string[] {
  return [...controls]
    .filter(([, config]) => config.affects === 'query')
    .map(([name]) => name)
    .sort();
}
