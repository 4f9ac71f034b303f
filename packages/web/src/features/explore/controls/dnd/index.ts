import type { ControlComponentMap } from '../../../../features/shared/controls/controlTypes';
import { DndColumnSelect } from './DndColumnSelect';
import { DndMetricSelect } from './DndMetricSelect';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const dndControls: ControlComponentMap = {
  DndColumnSelect,
  DndMetricSelect,
  // Superset's older metrics control draws the same selector.
  MetricsControl: DndMetricSelect,
};
