import type { ControlComponentMap } from '../../../shared/controls/controlTypes';
import { AdhocFilterControl } from '../../../shared/adhocFilter/AdhocFilterControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const adhocFilterControls: ControlComponentMap = {
  AdhocFilterControl,
  DndFilterSelect: AdhocFilterControl,
};
