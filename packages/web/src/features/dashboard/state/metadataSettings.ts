import type { DashboardMetadata } from '@sightline/core';

/**
 * The metadata's color and refresh settings as dashboard state holds them (hydration reads them, and so
 * does a properties-modal edit or a metadata save). expandedSlices is undefined when the metadata has none.
 */
export function metadataSettings(metadata: DashboardMetadata) {
  return {
    colorScheme: nonEmptyString(metadata.color_scheme),
    colorNamespace: nonEmptyString(metadata.color_namespace),
    refreshFrequency: Number(metadata.refresh_frequency) || 0,
    expandedSlices:
      metadata.expanded_slices && typeof metadata.expanded_slices === 'object'
        ? { ...(metadata.expanded_slices as Record<string, boolean>) }
        : undefined,
  };
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value ? value : null;
}
