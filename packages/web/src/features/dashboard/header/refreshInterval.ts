import { refreshFrequencyOptions } from '@sightline/core';
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

/**
 * The intervals offered: the standard ones, plus "Every N seconds" for the current interval when the JSON
 * metadata set one that is not among them (so it stays choosable).
 */
export function refreshIntervalOptions(
  current: number,
  standard: readonly { value: number; label: string }[] = refreshFrequencyOptions,
): { value: number; label: string }[] {
  const choices = standard.map(({ value, label }) => ({ value, label }));
  if (choices.some((choice) => choice.value === current)) return choices;
  return [...choices, { value: current, label: formatMessage(headerMessages.refreshCustom, current) }];
}
