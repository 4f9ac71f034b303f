import type { ControlComponentMap } from '../../../../features/shared/controls/controlTypes';
import { DateFilterControl } from './DateFilterControl';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const dateFilterControls: ControlComponentMap = { DateFilterControl };
