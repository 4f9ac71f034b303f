import type { ControlComponentMap } from '../controlTypes';

/** The control types this folder implements, by type name (merged by ../controlRegistry). */
export const adhocFilterControls: ControlComponentMap = {};
