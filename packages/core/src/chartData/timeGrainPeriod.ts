import type { TimeGrain } from './queryContext.js';

/** The length of one period of a time grain, as calendar units to add (UTC). */
const GRAIN_STEPS: Readonly<Record<TimeGrain, { unit: 'ms' | 'month'; amount: number }>> = {
  PT1S: { unit: 'ms', amount: 1_000 },
  PT5S: { unit: 'ms', amount: 5_000 },
  PT30S: { unit: 'ms', amount: 30_000 },
  PT1M: { unit: 'ms', amount: 60_000 },
  PT5M: { unit: 'ms', amount: 300_000 },
  PT10M: { unit: 'ms', amount: 600_000 },
  PT15M: { unit: 'ms', amount: 900_000 },
  PT30M: { unit: 'ms', amount: 1_800_000 },
  PT1H: { unit: 'ms', amount: 3_600_000 },
  PT6H: { unit: 'ms', amount: 21_600_000 },
  P1D: { unit: 'ms', amount: 86_400_000 },
  P1W: { unit: 'ms', amount: 604_800_000 },
  '1969-12-28T00:00:00Z/P1W': { unit: 'ms', amount: 604_800_000 },
  '1969-12-29T00:00:00Z/P1W': { unit: 'ms', amount: 604_800_000 },
  'P1W/1970-01-03T00:00:00Z': { unit: 'ms', amount: 604_800_000 },
  'P1W/1970-01-04T00:00:00Z': { unit: 'ms', amount: 604_800_000 },
  P1M: { unit: 'month', amount: 1 },
  P3M: { unit: 'month', amount: 3 },
  P1Y: { unit: 'month', amount: 12 },
};

const isoSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/**
 * The time range a truncated timestamp stands for: a monthly point of 2024-03-01 covers
 * '2024-03-01T00:00:00 : 2024-04-01T00:00:00' (end exclusive), the TEMPORAL_RANGE filter that selects
 * the rows behind that point.
 */
export function timeGrainPeriod(startMs: number, grain: TimeGrain): string {
  const step = GRAIN_STEPS[grain];
  let end: number;
  if (step.unit === 'ms') end = startMs + step.amount;
  else {
    const date = new Date(startMs);
    date.setUTCMonth(date.getUTCMonth() + step.amount);
    end = date.getTime();
  }
  return `${isoSeconds(startMs)} : ${isoSeconds(end)}`;
}
