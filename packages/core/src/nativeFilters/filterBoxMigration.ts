/**
 * Filter boxes (the legacy filter charts) and native filters.
 */

export const FILTER_BOX_MIGRATION_STATES = ['noop', 'snoozed', 'converted', 'reviewing'] as const;
export type FilterBoxMigrationState = (typeof FILTER_BOX_MIGRATION_STATES)[number];

/**
 * Native filters are shown by default only when the native-filter feature is on and the migration state
 * is converted, reviewing or noop, unless the dashboard metadata says otherwise (show_native_filters,
 * which still needs the feature on).
 */
export function nativeFiltersShownByDefault(
  featureOn: boolean,
  migrationState: FilterBoxMigrationState,
  metadata?: { show_native_filters?: unknown },
): boolean {
  if (!featureOn) return false;
  if (typeof metadata?.show_native_filters === 'boolean') return metadata.show_native_filters;
  return migrationState === 'converted' || migrationState === 'reviewing' || migrationState === 'noop';
}

/** Dashboard filter boxes are kept only in noop or snoozed. */
export function filterBoxesKept(migrationState: FilterBoxMigrationState): boolean {
  return migrationState === 'noop' || migrationState === 'snoozed';
}

/** Pasted filter values: split on comma, newline, tab, semicolon; trimmed; duplicates and empties dropped. */
export function splitPastedValues(text: string): string[] {
  const values = text
    .split(/[,\n\t;]/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
  return [...new Set(values)];
}
