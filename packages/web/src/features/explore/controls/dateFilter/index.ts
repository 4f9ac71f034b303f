import type { ControlComponent, ControlComponentMap } from '../controlTypes';
import { DateFilterControl } from './DateFilterControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const dateFilterControls: ControlComponentMap = {
  // ControlComponent takes ControlProps<never>, to which a component typed for its value cannot convert.
  DateFilterControl: DateFilterControl as unknown as ControlComponent,
};
