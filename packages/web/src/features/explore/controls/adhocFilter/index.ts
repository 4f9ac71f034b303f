import type { ControlComponentMap } from '../../../../features/shared/controls/controlTypes';
import { AdhocFilterControl } from '../../../../features/shared/adhocFilter/AdhocFilterControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const adhocFilterControls: ControlComponentMap = {
  AdhocFilterControl,
  DndFilterSelect: AdhocFilterControl,
};
