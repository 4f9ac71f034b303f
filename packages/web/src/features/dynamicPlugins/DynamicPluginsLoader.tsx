import { useEffect } from 'react';
import { useAppSelector } from '../../platform/hooks';
import { dynamicPluginMessages } from './messages';
import { dynamicPluginStore, type DynamicPluginStore } from '../charts/dynamicPluginStore';

let started: Promise<boolean> | null = null;

/**
 * Starts loading dynamic plugins once per page load. Loading counts from this call, before the loader's
 * own code has arrived, so a chart page never reports a dynamic chart type as unknown in between. A
 * failed start (list unreadable, loader chunk missing) may be retried by the next call.
 */
export function startDynamicPlugins(
  load: () => Promise<boolean> = () =>
    import('./startDynamicPlugins').then((module) => module.loadAppDynamicPlugins()),
  store: DynamicPluginStore = dynamicPluginStore,
): Promise<boolean> {
  if (!started) {
    store.dispatch({ type: 'fetch' });
    started = load()
      .catch((error: unknown) => {
        console.warn(dynamicPluginMessages.listFailed, error);
        store.dispatch({ type: 'begin', keys: [] });
        return false;
      })
      .then((ok) => {
        if (!ok) started = null;
        return ok;
      });
  }
  return started;
}

/** Forgets that loading started (tests only). */
export function resetDynamicPluginsStart(): void {
  started = null;
}

/**
 * Rendered by the signed-in layout: when the DYNAMIC_PLUGINS feature is on, loads the registered
 * plugins after sign-in. Renders nothing.
 */
export function DynamicPluginsLoader() {
  const enabled = useAppSelector(
    (state) => state.session.bootstrap.common.feature_flags.DYNAMIC_PLUGINS === true,
  );
  const signedIn = useAppSelector((state) => state.session.bootstrap.user !== null);
  useEffect(() => {
    if (enabled && signedIn) void startDynamicPlugins();
  }, [enabled, signedIn]);
  return null;
}
