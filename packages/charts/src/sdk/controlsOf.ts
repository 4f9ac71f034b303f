import type { ControlConfig, ControlPanelConfig } from './controlPanel.js';
import { SHARED_CONTROLS } from './sharedControls.js';

/** Every control of a panel by form-data key, shared ones resolved and the plugin's overrides applied. */
export function controlsOf(panel: ControlPanelConfig): Map<string, ControlConfig> {
  const controls = new Map<string, ControlConfig>();
  for (const section of panel.controlPanelSections) {
    for (const row of section.controlSetRows) {
      for (const item of row) {
        if (item === null) continue;
        const [name, config] =
          typeof item === 'string' ? [item, SHARED_CONTROLS[item]] : [item.name, item.config];
        if (!config) throw new Error(`Unknown shared control "${name}"`);
        controls.set(name, { ...config, ...panel.controlOverrides?.[name] });
      }
    }
  }
  return controls;
}

/** The default form data a new chart of this type starts with. */
export function defaultControlValues(panel: ControlPanelConfig): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, config] of controlsOf(panel))
    if (config.default !== undefined) values[name] = config.default;
  return values;
}
