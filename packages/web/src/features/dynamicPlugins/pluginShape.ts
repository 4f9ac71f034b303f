import {
  CHART_CATEGORIES,
  type AnyChartPlugin,
  type ChartCategory,
  type ChartMetadata,
} from '@sightline/charts';
import { isRecord } from '@sightline/core';

/**
 * A bundle is someone else's JavaScript: what its factory returns is checked before it reaches the
 * registry, so a wrong plugin fails at load time with a message on the admin page, not later inside a
 * chart. Optional metadata gets the defaults the gallery needs.
 */

export class PluginShapeError extends Error {
  override readonly name = 'PluginShapeError';
}

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

const isCategory = (value: unknown): value is ChartCategory =>
  typeof value === 'string' && (CHART_CATEGORIES as readonly string[]).includes(value);

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function metadataOf(value: unknown): ChartMetadata {
  if (!isRecord(value)) throw new PluginShapeError('metadata must be an object.');
  const { vizType, name } = value;
  if (typeof vizType !== 'string' || vizType.trim() === '')
    throw new PluginShapeError('metadata.vizType must be a non-empty string.');
  if (typeof name !== 'string' || name.trim() === '')
    throw new PluginShapeError('metadata.name must be a non-empty string.');
  const gallery = Array.isArray(value.exampleGallery) ? value.exampleGallery : [];
  return {
    ...(value as Partial<ChartMetadata>),
    vizType,
    name,
    category: isCategory(value.category) ? value.category : 'Other',
    tags: stringList(value.tags),
    thumbnail: typeof value.thumbnail === 'string' ? value.thumbnail : '',
    exampleGallery: gallery.filter(
      (item): item is { url: string; caption: string } =>
        isRecord(item) && typeof item.url === 'string' && typeof item.caption === 'string',
    ),
    behaviors: stringList(value.behaviors).filter(
      (behavior): behavior is ChartMetadata['behaviors'][number] =>
        behavior === 'INTERACTIVE_CHART' || behavior === 'NATIVE_FILTER' || behavior === 'DRILL_TO_DETAIL',
    ),
  };
}

/** The chart plugin `value` is, with defaults filled in; throws PluginShapeError naming what is wrong. */
export function toChartPlugin(value: unknown): AnyChartPlugin {
  if (!isRecord(value)) throw new PluginShapeError('a chart plugin must be an object.');
  const metadata = metadataOf(value.metadata);
  for (const name of ['buildQuery', 'transformProps', 'loadComponent'] as const) {
    if (!isFunction(value[name])) throw new PluginShapeError(`${name} must be a function.`);
  }
  const schema = value.formDataSchema;
  if (!isRecord(schema) || !isFunction(schema.safeParse))
    throw new PluginShapeError('formDataSchema must be a zod schema (e.g. sdk.baseFormDataSchema).');
  const panel = value.controlPanel;
  if (panel !== undefined && !(isRecord(panel) && Array.isArray(panel.controlPanelSections)))
    throw new PluginShapeError('controlPanel must be an object with a controlPanelSections list.');
  return {
    ...(value as unknown as AnyChartPlugin),
    metadata,
    controlPanel: (panel as AnyChartPlugin['controlPanel'] | undefined) ?? { controlPanelSections: [] },
    formDataVersion: typeof value.formDataVersion === 'number' ? value.formDataVersion : 1,
    migrations: Array.isArray(value.migrations) ? (value.migrations as AnyChartPlugin['migrations']) : [],
  };
}
