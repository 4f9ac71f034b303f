import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../../platform/api';
import { useToasts } from '../../../ui/useToasts';
import { builderMessages } from './messages';
import { requestSavedCharts } from './savedChartsApi';
import {
  fetchFailed,
  fetchSet,
  fetchStarted,
  initialSavedChartsState,
  onlyMineChanged,
  savedChartsReducer,
  shouldFetchSavedCharts,
} from './savedChartsSlice';

/**
 * The builder panel's saved-chart list: fetched when never loaded, again when "Show only my
 * charts" changes. A failure stores 'Could not fetch all saved charts' and toasts the server's error.
 * Only the latest request's answer counts.
 */
export function useSavedCharts(userId: number | null) {
  const [state, dispatch] = useReducer(savedChartsReducer, {
    ...initialSavedChartsState,
    onlyMine: userId !== null,
  });
  const { addDangerToast } = useToasts();
  const ownerId = state.onlyMine ? userId : null;
  const latest = useRef(0);

  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const load = useCallback(() => {
    const request = ++latest.current;
    dispatch(fetchStarted());
    requestSavedCharts(ownerId).then(
      (slices) => {
        if (request === latest.current) dispatch(fetchSet({ slices, at: Date.now() }));
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        dispatch(fetchFailed(builderMessages.fetchFailed));
        addDangerToast(builderMessages.fetchFailedToast(errorText(error)));
      },
    );
  }, [ownerId, addDangerToast]);

  const needsFetch = shouldFetchSavedCharts(state);
  useEffect(() => {
    if (needsFetch) load();
  }, [needsFetch, load]);

  return {
    state,
    setOnlyMine: (onlyMine: boolean) => dispatch(onlyMineChanged(onlyMine)),
    retry: load,
  };
}
