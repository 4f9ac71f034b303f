/**
 * What data labels show: Superset's label types (category name, value, percentage and their pairs, or a
 * template) and the text they make.
 */

/** The label contents made of the name, value and percent, in Superset's enum order (the funnel's). */
export const VALUE_LABEL_TYPES = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
] as const;

/** The label contents Superset's pie offers; the funnel, treemap and sunburst offer subsets of them. */
export const LABEL_TYPES = [...VALUE_LABEL_TYPES, 'template'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** The texts a label template may use, in Superset's two spellings ({name} and ECharts' {b}). */
export function applyLabelTemplate(
  template: string,
  parts: {
    name: string;
    value: string;
    percent: string;
    seriesName: string;
    rawValue: number;
    rawPercent: number;
  },
): string {
  const replacements: readonly [string, string][] = [
    ['{name}', parts.name],
    ['{value}', parts.value],
    ['{percent}', parts.percent],
    ['{a}', parts.seriesName],
    ['{b}', parts.name],
    ['{c}', String(parts.rawValue)],
    ['{d}', String(parts.rawPercent)],
    ['\\n', '\n'],
  ];
  return replacements.reduce((text, [key, value]) => text.replaceAll(key, value), template);
}

/** What a slice, step, node or point label shows. */
export function labelText(
  type: LabelType,
  parts: { name: string; value: string; percent: string },
  template?: string | null,
  extra: { seriesName: string; rawValue: number; rawPercent: number } = {
    seriesName: '',
    rawValue: 0,
    rawPercent: 0,
  },
): string {
  const { name, value, percent } = parts;
  switch (type) {
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    case 'template':
      return template ? applyLabelTemplate(template, { ...parts, ...extra }) : '';
    default:
      return name;
  }
}
