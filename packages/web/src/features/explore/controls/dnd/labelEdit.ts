/** A label the user typed in a popover title, or none (the default label is shown and saved). */
export interface EditedLabel {
  label: string;
  hasCustomLabel: boolean;
}

export const NO_CUSTOM_LABEL: EditedLabel = { label: '', hasCustomLabel: false };

/** An edit that leaves the label empty reverts to the default label. */
export function commitLabel(typed: string): EditedLabel {
  return typed.trim() ? { label: typed, hasCustomLabel: true } : NO_CUSTOM_LABEL;
}

/** The label shown and saved: the custom one, else the default, else the placeholder title. */
export function effectiveLabel(edited: EditedLabel, defaultLabel: string, placeholder = ''): string {
  if (edited.hasCustomLabel && edited.label.trim()) return edited.label;
  return defaultLabel || placeholder;
}
