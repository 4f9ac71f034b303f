import type { ControlComponentMap } from '../controlTypes';
import { AdhocFilterControl } from './AdhocFilterControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const adhocFilterControls: ControlComponentMap = {
  AdhocFilterControl,
  DndFilterSelect: AdhocFilterControl,
};
