import type { AnyChartQuery } from './chartPlugin.js';

/** Saved form data that does not fit its chart type; the message names the control that is wrong. */
export class FormDataError extends Error {
  override readonly name = 'FormDataError';
}

/**
 * Upgrades saved form data to the plugin's current version with its migrations (pure, in order), then
 * parses it with the plugin's schema, which fills defaults. Form data saved by a newer version is used
 * as it is: there is nothing to downgrade to.
 */
export function parseFormData<FD>(plugin: AnyChartQuery, raw: Record<string, unknown>): FD {
  let formData = { ...raw };
  let version = typeof formData.form_data_version === 'number' ? formData.form_data_version : 0;
  for (const migration of [...plugin.migrations].sort((a, b) => a.fromVersion - b.fromVersion)) {
    if (migration.fromVersion < version) continue;
    if (migration.fromVersion !== version) break;
    formData = migration.migrate(formData);
    version += 1;
  }
  formData.form_data_version = Math.max(version, plugin.formDataVersion);
  const parsed = plugin.formDataSchema.safeParse(formData);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.join('.');
    throw new FormDataError(path ? `${path}: ${issue.message}` : issue.message);
  }
  return parsed.data as FD;
}
