import type { ControlComponent, ControlComponentMap } from '../controlTypes';
import { AdhocFilterControl } from './AdhocFilterControl';

const filterControl = AdhocFilterControl as ControlComponent;

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const adhocFilterControls: ControlComponentMap = {
  AdhocFilterControl: filterControl,
  DndFilterSelect: filterControl,
};
