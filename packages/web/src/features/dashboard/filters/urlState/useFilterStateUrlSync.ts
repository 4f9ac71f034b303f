import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../../../platform/hooks';
import { createFilterState, updateFilterState } from './filterStateApi';
import { filterStateText } from './filterStateValue';
import { NATIVE_FILTERS_KEY_PARAM, NATIVE_FILTERS_PARAM, withSearchParams } from './searchParams';

/** Quiet time after the last applied change before the filter state is written. */
export const FILTER_STATE_WRITE_DEBOUNCE_MS = 500;

interface Written {
  dashboardId: number;
  /** The value last written (or hydrated): an equal value is not written again. */
  text: string;
  /** The key that value is stored under; null before the first write. */
  key: string | null;
}

/**
 * Keeps the applied filter masks (native filters and cross-filters, never pending selections) on the
 * server as filter state and its key in the URL as `native_filters_key` (the history entry replaced,
 * other parameters kept): the first change is POSTed, later ones PUT under the same key (a key written by
 * someone else, or gone, gets a new one by POST), and a `native_filters` preselection leaves the URL. Writes wait for the changes to settle and are skipped
 * in edit mode and when nothing changed since the load or the last write.
 */
export function useFilterStateUrlSync(enabled = true) {
  const dashboardId = useAppSelector((state) => state.dashboard.info?.id);
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const editMode = useAppSelector((state) => state.dashboard.dashboardState.editMode);
  const location = useLocation();
  const navigate = useNavigate();
  const latestLocation = useRef(location);
  latestLocation.current = location;
  const written = useRef<Written | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!enabled || dashboardId === undefined) return;
    const text = filterStateText(dataMask);
    if (written.current?.dashboardId !== dashboardId) {
      // The hydrated masks are the baseline; a key in the URL is where they came from.
      const key = new URLSearchParams(latestLocation.current.search).get(NATIVE_FILTERS_KEY_PARAM);
      written.current = { dashboardId, text, key };
      return;
    }
    if (editMode || text === written.current.text) return;
    const write = async () => {
      const before = written.current;
      if (!before || before.dashboardId !== dashboardId || before.text === text) return;
      let key: string;
      try {
        key = before.key
          ? await updateFilterState(dashboardId, before.key, text).catch(() =>
              createFilterState(dashboardId, text),
            )
          : await createFilterState(dashboardId, text);
      } catch {
        return; // the URL keeps its last key; the next change tries again
      }
      written.current = { dashboardId, text, key };
      const { search, hash } = latestLocation.current;
      const params = new URLSearchParams(search);
      if (params.get(NATIVE_FILTERS_KEY_PARAM) === key && !params.has(NATIVE_FILTERS_PARAM)) return;
      // native_filters would win over the key on reload, bringing back the filters first preselected.
      const changes = { [NATIVE_FILTERS_KEY_PARAM]: key, [NATIVE_FILTERS_PARAM]: null };
      navigate({ search: withSearchParams(search, changes), hash }, { replace: true });
    };
    const timer = window.setTimeout(() => {
      queue.current = queue.current.then(write);
    }, FILTER_STATE_WRITE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, dashboardId, dataMask, editMode, navigate]);
}
