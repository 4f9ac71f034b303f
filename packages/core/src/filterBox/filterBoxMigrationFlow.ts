import type { FilterBoxMigrationState } from '../nativeFilters/filterBoxMigration.js';

/**
 * How a dashboard with filter boxes moves between the migration states (noop, snoozed,
 * converted, reviewing) when the native-filter feature is on.
 */

export interface MigrationContext {
  /** DASHBOARD_NATIVE_FILTERS is on. */
  featureOn: boolean;
  /** The dashboard holds at least one filter_box chart. */
  hasFilterBoxes: boolean;
}

/**
 * The state a dashboard loads in: noop when there is nothing to migrate (feature off, or no filter box);
 * converted when native filters are already saved beside the filter boxes (a finished migration);
 * snoozed when the editor snoozed it earlier in this session; otherwise noop, with the migration offered.
 */
export function initialFilterBoxMigrationState(
  context: MigrationContext & { hasNativeFilters: boolean; snoozedThisSession: boolean },
): FilterBoxMigrationState {
  if (!context.featureOn || !context.hasFilterBoxes) return 'noop';
  if (context.hasNativeFilters) return 'converted';
  return context.snoozedThisSession ? 'snoozed' : 'noop';
}

export type MigrationEvent = 'review' | 'snooze' | 'save' | 'cancel';

/**
 * review: native filters are built from the filter boxes (reviewing); snooze: kept for the session;
 * save (while reviewing): converted; cancel (while reviewing): back to noop. Without filter boxes or
 * with the feature off every event leaves noop; events that do not fit the state change nothing.
 */
export function nextFilterBoxMigrationState(
  state: FilterBoxMigrationState,
  event: MigrationEvent,
  context: MigrationContext,
): FilterBoxMigrationState {
  if (!context.featureOn || !context.hasFilterBoxes) return 'noop';
  switch (event) {
    case 'review':
      return state === 'noop' || state === 'snoozed' ? 'reviewing' : state;
    case 'snooze':
      return state === 'noop' ? 'snoozed' : state;
    case 'save':
      return state === 'reviewing' ? 'converted' : state;
    case 'cancel':
      return state === 'reviewing' ? 'noop' : state;
  }
}

/** The migration banner: for editors, with the feature on, filter boxes present and no decision yet. */
export function filterBoxMigrationOffered(
  state: FilterBoxMigrationState,
  context: MigrationContext & { canEdit: boolean },
): boolean {
  return context.featureOn && context.hasFilterBoxes && context.canEdit && state === 'noop';
}
