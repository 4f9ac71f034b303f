import type { ChartMetadata, ChartPluginRegistry } from '@sightline/charts';
import { useCallback, useSyncExternalStore } from 'react';
import { chartRegistry } from '../chartRegistry';

/** The part of the plugin registry the gallery reads; tests pass a fixture source. */
export type ChartTypeSource = Pick<ChartPluginRegistry, 'metadata' | 'subscribe'>;

// useSyncExternalStore needs the same array back while nothing changed; `metadata()` builds a new one.
const snapshots = new WeakMap<ChartTypeSource, readonly ChartMetadata[]>();

function metadataSnapshot(source: ChartTypeSource): readonly ChartMetadata[] {
  const next = source.metadata();
  const previous = snapshots.get(source);
  if (previous && previous.length === next.length && previous.every((item, i) => item === next[i])) {
    return previous;
  }
  snapshots.set(source, next);
  return next;
}

/** Metadata of every registered chart type, updated when a dynamic plugin registers late. */
export function useChartTypes(source: ChartTypeSource = chartRegistry): readonly ChartMetadata[] {
  const subscribe = useCallback((listener: () => void) => source.subscribe(listener), [source]);
  const getSnapshot = useCallback(() => metadataSnapshot(source), [source]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
