import type { ControlProps } from '../../../../features/shared/controls/controlTypes';

/** A value kept in the form data (e.g. the dataset) that has no input. */
export function HiddenControl(_props: ControlProps) {
  return null;
}
