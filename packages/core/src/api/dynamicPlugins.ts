import { z } from 'zod';

/**
 * Dynamic chart plugins: chart types an admin registers by URL, loaded by the browser
 * at run time. Superset serves them through its legacy FAB endpoints `/dynamic-plugins/api/read`,
 * `create`, `update/<pk>` and `delete/<pk>`; these schemas are that API's bodies and answers, shared by
 * the server (which validates) and the admin page (which shows the same messages before sending).
 */

export const DYNAMIC_PLUGIN_TEXT_MAX = 250;
export const DYNAMIC_PLUGIN_URL_MAX = 2000;

/** Validation texts, written for the admin who has to fix the form. */
export const dynamicPluginMessages = {
  notText: 'Must be text.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${DYNAMIC_PLUGIN_TEXT_MAX} characters.`,
  keyRequired: "Key is required: it is the chart type (viz_type) the plugin provides, e.g. 'hello_chart'.",
  keyTooLong: `Key must be at most ${DYNAMIC_PLUGIN_TEXT_MAX} characters.`,
  keyFormat:
    "Key must start with a letter and contain only letters, digits, '_', '-' or '.', e.g. 'hello_chart'.",
  bundleUrlRequired: 'Bundle URL is required: the address of the plugin’s JavaScript module.',
  bundleUrlTooLong: `Bundle URL must be at most ${DYNAMIC_PLUGIN_URL_MAX} characters.`,
  bundleUrlFormat:
    "Bundle URL must be an http:// or https:// address (e.g. https://cdn.example.com/plugin.js) or a path on this server starting with '/' (e.g. /static/plugins/plugin.js).",
  duplicateName: (name: string) => `A plugin named "${name}" already exists. Choose another name.`,
  duplicateKey: (key: string) =>
    `A plugin with the key "${key}" already exists. Edit that plugin or choose another key.`,
  duplicateBundleUrl: (url: string) =>
    `Another plugin already loads the bundle ${url}. Edit that plugin or use another URL.`,
} as const;

/** Viz-type-like keys: they end up in saved charts' `viz_type` and in URLs. */
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/**
 * An http(s) URL with a host, or a path on this server. Protocol-relative `//host/...` is refused: it
 * names another server while looking like a path.
 */
export function isDynamicPluginBundleUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

const requiredText = (required: string, tooLong: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : dynamicPluginMessages.notText,
    })
    .trim()
    // `abort`: a blank or overlong value gets one message, not the format checks' messages as well.
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true });

export const dynamicPluginCreateSchema = z.object({
  name: requiredText(
    dynamicPluginMessages.nameRequired,
    dynamicPluginMessages.nameTooLong,
    DYNAMIC_PLUGIN_TEXT_MAX,
  ),
  key: requiredText(
    dynamicPluginMessages.keyRequired,
    dynamicPluginMessages.keyTooLong,
    DYNAMIC_PLUGIN_TEXT_MAX,
  ).regex(KEY_PATTERN, { error: dynamicPluginMessages.keyFormat }),
  bundle_url: requiredText(
    dynamicPluginMessages.bundleUrlRequired,
    dynamicPluginMessages.bundleUrlTooLong,
    DYNAMIC_PLUGIN_URL_MAX,
  ).refine(isDynamicPluginBundleUrl, { error: dynamicPluginMessages.bundleUrlFormat }),
});
export type DynamicPluginCreateBody = z.infer<typeof dynamicPluginCreateSchema>;

/** PUT changes only the fields it sends. */
export const dynamicPluginUpdateSchema = dynamicPluginCreateSchema.partial();
export type DynamicPluginUpdateBody = z.infer<typeof dynamicPluginUpdateSchema>;

export const dynamicPluginSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  bundle_url: z.string(),
});
export type DynamicPlugin = z.infer<typeof dynamicPluginSchema>;

/** `GET /dynamic-plugins/api/read`: every registered plugin. */
export const dynamicPluginReadResponseSchema = z.object({
  count: z.number().int(),
  ids: z.array(z.number().int()),
  result: z.array(dynamicPluginSchema),
});
export type DynamicPluginReadResponse = z.infer<typeof dynamicPluginReadResponseSchema>;

/** Create, update and delete answer FAB's `{message, severity}`; create and update add the row. */
export const dynamicPluginWriteResponseSchema = z.object({
  message: z.string(),
  severity: z.literal('success'),
  id: z.number().int().optional(),
  result: dynamicPluginSchema.optional(),
});
export type DynamicPluginWriteResponse = z.infer<typeof dynamicPluginWriteResponseSchema>;
