import { formatMessage } from '../../../ui/formatMessage';
import { headerMessages } from './messages';

export interface RefreshFrequencyChoice {
  seconds: number;
  /** false: this session only (a viewer, or an editor outside edit mode); true: saved with the dashboard. */
  persist: boolean;
}

/**
 * A viewer's interval lasts for this session; in edit mode it becomes the dashboard's refresh_frequency
 * and is saved with it (Superset's rule). Negative or non-numeric choices mean "don't refresh".
 */
export function refreshFrequencyChoice(seconds: number, editMode: boolean): RefreshFrequencyChoice {
  return { seconds: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0, persist: editMode };
}

/** The label of a known choice, or "Every N seconds" for an interval set in the JSON metadata. */
export function refreshFrequencyLabel(
  seconds: number,
  options: readonly { value: number; label: string }[],
): string {
  return (
    options.find((option) => option.value === seconds)?.label ??
    formatMessage(headerMessages.refreshCustom, seconds)
  );
}
