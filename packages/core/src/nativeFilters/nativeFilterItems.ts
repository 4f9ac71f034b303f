import type { DashboardMetadata } from '../dashboard/dashboardMetadata.js';
import { isRecord } from '../isRecord.js';
import { parseFilterScope } from './filterScope.js';
import type { NativeFilterConfigurationItem } from './nativeFilterTypes.js';

/**
 * A dashboard's native filters and dividers as the page and the server read them, without the zod
 * schemas (the web store stays free of them): items without an id or a known type are left out, and a
 * scope that is not {rootPath, excluded} lists is dropped, so the filter applies with the default scope.
 */
export function nativeFilterItemsOf(metadata: DashboardMetadata): NativeFilterConfigurationItem[] {
  const items: unknown[] = Array.isArray(metadata.native_filter_configuration)
    ? metadata.native_filter_configuration
    : [];
  return items.flatMap((item) => {
    if (!isRecord(item) || typeof item.id !== 'string') return [];
    if (item.type !== 'NATIVE_FILTER' && item.type !== 'DIVIDER') return [];
    return [{ ...item, scope: parseFilterScope(item.scope) } as NativeFilterConfigurationItem];
  });
}
