import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../../platform/hooks';
import { FILTER_SET_ID_PARAM, withSearchParams } from '../urlState/searchParams';
import { applyFilterSet, applyContextOf } from './applyFilterSet';
import { filterSetIsApplied } from './filterSetParams';
import { useListFilterSetsQuery } from './filterSetsApi';

/** Replaces the history entry with `filter_set_id` set to `id` (or removed), the other parameters kept. */
export function useSetFilterSetParam() {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef(location);
  latest.current = location;
  return (id: number | null) => {
    const { search, hash } = latest.current;
    const value = id === null ? null : String(id);
    if (new URLSearchParams(search).get(FILTER_SET_ID_PARAM) === value) return;
    navigate({ search: withSearchParams(search, { [FILTER_SET_ID_PARAM]: value }), hash }, { replace: true });
  };
}

/**
 * `?filter_set_id=` names the applied filter set: on load that set is applied again once the list has
 * come; once other filters are applied (the masks are no longer the set's), the parameter is dropped.
 */
export function useFilterSetUrl(enabled = true) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const setParam = useSetFilterSetParam();
  const dashboardId = useAppSelector((state) => state.dashboard.info?.id);
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const setId = new URLSearchParams(location.search).get(FILTER_SET_ID_PARAM);
  const { data: sets } = useListFilterSetsQuery(dashboardId ?? 0, {
    skip: !enabled || !setId || dashboardId === undefined,
  });
  /** The set id already restored (or applied here): from then on a difference means other filters. */
  const restored = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !setId || !sets) return;
    const set = sets.find((candidate) => String(candidate.id) === setId);
    if (!set) {
      setParam(null);
      return;
    }
    const applied = filterSetIsApplied(set, applyContextOf(store.getState()));
    if (restored.current !== setId) {
      restored.current = setId;
      if (!applied) dispatch(applyFilterSet(set));
      return;
    }
    if (!applied) setParam(null);
    // setParam is a new function each render; it reads the latest location itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, setId, sets, dataMask, store, dispatch]);
}
