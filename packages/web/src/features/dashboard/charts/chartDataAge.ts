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

/** Whether the chart's answer came from the cache, and when it was computed (server UTC). */
export function cacheInfo(results: Results): {
  isCached: boolean;
  cachedAt: dayjs.Dayjs | null;
} {
  const first = results?.[0] as (ChartDataResult & { cached_dttm?: string | null }) | undefined;
  if (!isCachedAnswer(results)) return { isCached: false, cachedAt: null };
  const cachedAt = first?.cached_dttm ? dayjs.utc(first.cached_dttm) : null;
  return { isCached: true, cachedAt: cachedAt?.isValid() ? cachedAt : null };
}

/** '5 minutes ago': how old the data on screen is (the cache time, else when the answer arrived). */
export function dataAgeText(
  results: Results,
  answeredAt: number | null,
  now: number = Date.now(),
): string | null {
  const { cachedAt } = cacheInfo(results);
  const at = cachedAt ?? (answeredAt ? dayjs(answeredAt) : null);
  return at ? at.from(dayjs(now)) : null;
}
