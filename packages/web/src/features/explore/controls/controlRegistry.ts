import type { ControlType } from '@sightline/charts';
import { adhocFilterControls } from './adhocFilter';
import { basicControls } from './basic';
import { complexControls } from './complex';
import type { ControlComponent, ControlComponentMap } from '../../../features/shared/controls/controlTypes';
import { dateFilterControls } from './dateFilter';
import { dndControls } from './dnd';

/** Every control implementation by its control type; the control container picks from here. */
const CONTROL_COMPONENTS: ControlComponentMap = {
  ...basicControls,
  ...complexControls,
  ...dndControls,
  ...dateFilterControls,
  ...adhocFilterControls,
};

/** The component drawing a control type, or undefined for a type nobody implements (logged, not drawn). */
export function controlComponentFor(type: ControlType | string): ControlComponent | undefined {
  return CONTROL_COMPONENTS[type as ControlType];
}
