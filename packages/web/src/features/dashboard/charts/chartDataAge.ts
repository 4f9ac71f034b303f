import type { ChartDataResult } from '@sightline/charts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';

dayjs.extend(relativeTime);
dayjs.extend(utc);

type Results = readonly ChartDataResult[] | null | undefined;

/** Whether the chart's answer came from the cache (cheap: a dashboard asks for every chart per render). */
export function isCachedAnswer(results: Results): boolean {
  return results?.[0]?.is_cached === true;
}

/** When a cached answer was computed (server UTC); null for a fresh answer or an unreadable time. */
function cachedAt(results: Results): dayjs.Dayjs | null {
  const first = results?.[0];
  if (!isCachedAnswer(results) || !first?.cached_dttm) return null;
  const at = dayjs.utc(first.cached_dttm);
  return at.isValid() ? at : null;
}

/** '5 minutes ago': how old the data on screen is (the cache time, else when the answer arrived). */
export function dataAgeText(
  results: Results,
  answeredAt: number | null,
  now: number = Date.now(),
): string | null {
  const at = cachedAt(results) ?? (answeredAt ? dayjs(answeredAt) : null);
  return at ? at.from(dayjs(now)) : null;
}
