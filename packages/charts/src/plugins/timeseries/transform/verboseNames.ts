import type { ChartDatasource } from '../../../sdk/chartPlugin.js';

/**
 * Series names as people read them: a saved metric's verbose name instead of its key, as Superset
 * shows them ('SUM(num)' for sum__num, 'SUM(num)__1 year ago' for its shifted copy). Dimension values
 * are shown as they are.
 */
export type LabelNamer = (label: string) => string;

export function verboseNamer(
  datasource: ChartDatasource | undefined,
  offsets: readonly string[],
): LabelNamer {
  const names = new Map<string, string>();
  for (const metric of datasource?.metrics ?? []) {
    if (metric.verbose_name) names.set(metric.metric_name, metric.verbose_name);
  }
  if (names.size === 0) return (label) => label;
  return (label) => {
    const exact = names.get(label);
    if (exact) return exact;
    const offset = offsets.find((candidate) => label.endsWith(`__${candidate}`));
    const metric = offset ? names.get(label.slice(0, -(offset.length + 2))) : undefined;
    return metric && offset ? `${metric}__${offset}` : label;
  };
}
