import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How long typing must pause before a control reports its value. */
export const TEXT_DEBOUNCE_MS = 250;
export const NUMBER_DEBOUNCE_MS = 500;
export const BOUNDS_DEBOUNCE_MS = 300;

export interface DebouncedChange<T> {
  /** Reports `value` once `delayMs` pass without another call; a newer value replaces a pending one. */
  schedule: (value: T) => void;
  /** Reports the pending value now (on blur), if there is one. */
  flush: () => void;
}

/**
 * Debounces a control's onChange while the user types. The control keeps its own text meanwhile. A value
 * still pending when the control goes away (the panel switches tabs) is reported rather than lost.
 */
export function useDebouncedChange<T>(onChange: (value: T) => void, delayMs: number): DebouncedChange<T> {
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    pending.current = null;
    if (next) latestOnChange.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);
  return useMemo(() => ({ schedule, flush }), [schedule, flush]);
}
