/** A snoozed filter-box migration is kept for the browser session, per dashboard. */
const key = (dashboardId: number) => `filter_box_migration_snoozed_${dashboardId}`;

export function isFilterBoxMigrationSnoozed(dashboardId: number): boolean {
  try {
    return globalThis.sessionStorage?.getItem(key(dashboardId)) === 'true';
  } catch {
    return false;
  }
}

export function snoozeFilterBoxMigration(dashboardId: number): void {
  try {
    globalThis.sessionStorage?.setItem(key(dashboardId), 'true');
  } catch {
    // Storage refused (private mode): the snooze then lasts until the page reloads.
  }
}
