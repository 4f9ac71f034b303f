import { PostProcessingError } from './errors.js';

/**
 * A pandas offset alias as resample uses it, reduced to what binning needs: which bin a timestamp falls
 * in (bins are consecutive integers, so every bin between the first and last exists) and the bin's
 * label. Fixed rules (1T, 1H, 1D, 7D...) bin from midnight of the first day (pandas origin
 * 'start_day') and label with the bin start. Calendar rules follow pandas' anchors: MS/AS/QS label the
 * period start; M, Q, A and W (weeks ending Sunday) are closed and labelled on the period's last day.
 */
export interface ResampleRule {
  bin(epochMs: number): number;
  label(bin: number): number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TICK_UNITS: Record<string, number> = { S: 1000, T: MINUTE, MIN: MINUTE, H: HOUR, D: DAY };

function monthIndex(epochMs: number): number {
  const date = new Date(epochMs);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}
const monthStart = (index: number): number => Date.UTC(Math.floor(index / 12), index % 12, 1);
const monthEnd = (index: number): number => monthStart(index + 1) - DAY;

export function parseResampleRule(rule: string, firstEpochMs: number): ResampleRule {
  const match = /^(\d*)\s*([A-Za-z]+)$/.exec(rule.trim());
  const multiple = match && match[1] ? Number(match[1]) : 1;
  const unit = match ? match[2]!.toUpperCase() : '';
  if (!match || multiple < 1) throw new PostProcessingError(`Invalid resample rule: ${rule}`, 'resample');
  const tick = TICK_UNITS[unit];
  if (tick !== undefined) {
    const step = tick * multiple;
    const origin = Math.floor(firstEpochMs / DAY) * DAY;
    return { bin: (t) => Math.floor((t - origin) / step), label: (bin) => origin + bin * step };
  }
  if (multiple !== 1) throw new PostProcessingError(`Invalid resample rule: ${rule}`, 'resample');
  switch (unit) {
    case 'MS':
      return { bin: monthIndex, label: monthStart };
    case 'M':
    case 'ME':
      return { bin: monthIndex, label: monthEnd };
    case 'QS':
      return { bin: (t) => Math.floor(monthIndex(t) / 3), label: (bin) => monthStart(bin * 3) };
    case 'Q':
    case 'QE':
      return { bin: (t) => Math.floor(monthIndex(t) / 3), label: (bin) => monthEnd(bin * 3 + 2) };
    case 'AS':
    case 'YS':
      return { bin: (t) => new Date(t).getUTCFullYear(), label: (bin) => Date.UTC(bin, 0, 1) };
    case 'A':
    case 'Y':
    case 'YE':
      return { bin: (t) => new Date(t).getUTCFullYear(), label: (bin) => Date.UTC(bin, 11, 31) };
    case 'W': {
      // Weeks end on Sunday; 1970-01-05 was a Monday, so day numbers shifted by 4 start weeks on Monday.
      const weekOf = (t: number): number => Math.floor((Math.floor(t / DAY) - 4) / 7);
      return { bin: weekOf, label: (bin) => (bin * 7 + 4 + 6) * DAY };
    }
    default:
      throw new PostProcessingError(`Invalid resample rule: ${rule}`, 'resample');
  }
}
