import { editDatasetMessages as messages } from '../messages';

export interface SaveButtonState {
  disabled: boolean;
  /** Shown over the button; only externally managed datasets explain why. */
  tooltip: string | null;
}

/**
 * Save is disabled while a save is in progress, while validation errors exist, or when the
 * dataset is managed externally (with the spec's tooltip, §8).
 */
export function saveButtonState(options: {
  saving: boolean;
  errorCount: number;
  managedExternally: boolean;
}): SaveButtonState {
  return {
    disabled: options.saving || options.errorCount > 0 || options.managedExternally,
    tooltip: options.managedExternally ? messages.managedExternally : null,
  };
}
