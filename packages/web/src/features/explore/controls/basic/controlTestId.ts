/**
 * The test id convention of the controls: `control-<name>` on a control's main input, and
 * `control-<name>-<part>` on each further input of a composite control (e.g. `control-y_axis_bounds-min`).
 */
export function controlTestId(name: string, part?: string): string {
  return part ? `control-${name}-${part}` : `control-${name}`;
}
