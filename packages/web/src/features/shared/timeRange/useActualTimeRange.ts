import type { TimeRangeApiResult } from '@sightline/core';
import { useEffect, useState } from 'react';
import rison from 'rison';
import { apiClient } from '../../../platform/apiClient';

/** How long the preview waits after the last edit before asking the server. */
export const PREVIEW_DEBOUNCE_MS = 300;

/** `GET /api/v1/time_range/?q=<rison>` for one value: its since/until ('' for an open side). */
export async function fetchActualTimeRange(
  timeRange: string,
  signal?: AbortSignal,
): Promise<TimeRangeApiResult> {
  const q = encodeURIComponent(rison.encode(timeRange));
  const { result } = await apiClient.request<{ result: TimeRangeApiResult[] }>({
    url: `/api/v1/time_range/?q=${q}`,
    signal,
  });
  return result[0]!;
}

export type ActualTimeRange =
  | { status: 'loading' }
  | { status: 'done'; since: string; until: string }
  | { status: 'error'; message: string };

/**
 * The server's reading of a time range, for the preview and the trigger's tooltip. Asks
 * PREVIEW_DEBOUNCE_MS after the value stops changing and aborts the request of a replaced value, so an
 * old answer never overwrites a newer one. `null` asks nothing (the popover is closed).
 */
export function useActualTimeRange(value: string | null, delayMs = PREVIEW_DEBOUNCE_MS): ActualTimeRange {
  const [state, setState] = useState<{ value: string | null; actual: ActualTimeRange }>({
    value: null,
    actual: { status: 'loading' },
  });
  useEffect(() => {
    if (value === null) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchActualTimeRange(value, controller.signal).then(
        ({ since, until }) => setState({ value, actual: { status: 'done', since, until } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setState({ value, actual: { status: 'error', message } });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, delayMs]);
  // An answer for an earlier value is stale while the current one is on its way.
  return state.value === value ? state.actual : { status: 'loading' };
}
