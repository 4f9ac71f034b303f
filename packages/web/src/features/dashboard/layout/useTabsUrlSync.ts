import { pathToNode } from '@sightline/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../platform/hooks';
import {
  selectDashboardState,
  selectLayout,
  setActiveTabs,
  setDirectPathToChild,
} from '../state/dashboardSlice';
import {
  ACTIVE_TABS_PARAM,
  anchorFromHash,
  formatActiveTabsParam,
  parseActiveTabsParam,
  sameTabs,
  withActiveTab,
  withPathOpen,
} from './activeTabs';
import { useLayoutDnd } from './dnd/layoutDndContext';

/**
 * Keeps the open tabs and the anchor in the URL: `?activeTabs=` is read once when the layout shows and
 * then follows the state (replacing the history entry); the hash `#<layout id>` opens the tabs leading to
 * that component (directPathToChild) and scrolls to it, also when the state's directPathToChild is set
 * by others (a permalink's anchor).
 */
export function useTabsUrlSync() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const dnd = useLayoutDnd();
  const activeTabs = useAppSelector((state) => selectDashboardState(state).activeTabs);
  const directPath = useAppSelector((state) => selectDashboardState(state).directPathToChild);
  const readParam = useRef(false);

  // URL → state: the activeTabs parameter once, the hash whenever it changes.
  useEffect(() => {
    const layout = selectLayout(store.getState());
    const current = selectDashboardState(store.getState());
    let tabs = current.activeTabs;
    if (!readParam.current) {
      readParam.current = true;
      const fromUrl = parseActiveTabsParam(
        new URLSearchParams(location.search).get(ACTIVE_TABS_PARAM),
        layout,
      );
      tabs = fromUrl.reduce((open, tabId) => withActiveTab(layout, open, tabId), tabs);
    }
    const anchor = anchorFromHash(location.hash, layout);
    if (anchor) {
      const path = pathToNode(layout, anchor);
      tabs = withPathOpen(layout, tabs, path);
      if (path.join('/') !== current.directPathToChild.join('/')) dispatch(setDirectPathToChild(path));
    }
    if (!sameTabs(tabs, current.activeTabs)) dispatch(setActiveTabs(tabs));
    // The search is read once on purpose; later changes come from the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, store, dispatch]);

  // State → URL.
  useEffect(() => {
    if (!readParam.current) return;
    const params = new URLSearchParams(location.search);
    // From the store: the URL → state effect above may have just changed it in this same commit.
    const wanted = formatActiveTabsParam(selectDashboardState(store.getState()).activeTabs);
    if ((params.get(ACTIVE_TABS_PARAM) ?? '') === wanted) return;
    if (wanted) params.set(ACTIVE_TABS_PARAM, wanted);
    else params.delete(ACTIVE_TABS_PARAM);
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [activeTabs, location.search, location.hash, navigate, store]);

  // directPathToChild → its tabs open, then the component scrolled into view.
  useEffect(() => {
    const target = directPath[directPath.length - 1];
    if (!target) return;
    const layout = selectLayout(store.getState());
    const current = selectDashboardState(store.getState()).activeTabs;
    const tabs = withPathOpen(layout, current, directPath);
    if (!sameTabs(tabs, current)) dispatch(setActiveTabs(tabs));
    // After the opened tabs have rendered.
    const timer = window.setTimeout(() => {
      const element =
        dnd?.elementOf(target) ?? document.querySelector(`[data-layout-id="${target.replace(/"/g, '')}"]`);
      element?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }, 50);
    return () => window.clearTimeout(timer);
  }, [directPath, store, dispatch, dnd]);
}
