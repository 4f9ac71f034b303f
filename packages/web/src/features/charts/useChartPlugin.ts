import type { AnyChartPlugin } from '@sightline/charts';
import { useSyncExternalStore } from 'react';
import { chartRegistry } from './chartRegistry';

const subscribe = (listener: () => void) => chartRegistry.subscribe(listener);

/** The plugin for a viz type; re-renders when it registers later (dynamic plugins load after start). */
export function useChartPlugin(vizType: string): AnyChartPlugin | undefined {
  return useSyncExternalStore(subscribe, () => chartRegistry.get(vizType));
}
