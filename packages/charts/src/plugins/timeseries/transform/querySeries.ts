import type { BarSeriesOption, LineSeriesOption } from 'echarts';
import type { ColorForLabel } from '../../../sdk/color/labelColors.js';
import type { NumberFormatter } from '../../../sdk/format/numberFormat.js';
import { comparisonBaseLabels } from './comparisonSeries.js';
import type { InteractiveSeries } from './interactions.js';
import type { SeriesData } from './seriesData.js';
import {
  buildSeriesOption,
  seriesPoints,
  type SeriesStyle,
  type TimeseriesSeriesOption,
} from './seriesOption.js';
import { fillGapsForStack, stackTotals, streamBaseline } from './stacking.js';
import type { TooltipSeries } from './tooltip.js';
import type { LabelNamer } from './verboseNames.js';

/**
 * The drawn series of one query (the chart's, or one of the Mixed Chart's two), with what the tooltip,
 * legend and click handlers need to know about each.
 */
export interface QuerySeriesInput {
  query: number;
  /** Prefix of the ECharts series ids, so two queries' series never share an id. */
  idPrefix: string;
  data: SeriesData;
  style: SeriesStyle;
  formatter: NumberFormatter;
  groupby: readonly string[];
  /** Offsets of a time comparison with actual values: their series are drawn dashed. */
  timeCompare: readonly string[];
  colorFor: ColorForLabel;
  /** The chart's cross-filter selection (result columns), or null when nothing is selected. */
  selectedKeys: readonly string[] | null;
  percentageThreshold: number;
  /** Legend names already taken (by the other query): a clashing name gets a " (1)" suffix. */
  takenNames?: ReadonlySet<string>;
  /** How each label of a series name reads (saved metrics' verbose names). */
  nameLabel?: LabelNamer;
}

export interface QuerySeriesOutput {
  series: TimeseriesSeriesOption[];
  tooltip: Map<string, TooltipSeries>;
  interactive: Map<string, InteractiveSeries>;
  legend: string[];
}

export function buildQuerySeries(input: QuerySeriesInput): QuerySeriesOutput {
  const { style, data } = input;
  const stackId = style.stack ? `${input.idPrefix}stack` : undefined;
  const raw = style.stack ? fillGapsForStack(data.series) : data.series;
  const totals = stackTotals(raw, data.xValues.length, input.percentageThreshold);
  const output: QuerySeriesOutput = { series: [], tooltip: new Map(), interactive: new Map(), legend: [] };

  if (style.stack === 'Stream' && stackId) {
    const baseline = { key: '', name: '', labels: [], values: streamBaseline(raw, data.xValues.length) };
    const points = seriesPoints(baseline, data.xValues, style.horizontal);
    const hidden = { id: `${input.idPrefix}stream-baseline`, stack: stackId, silent: true, data: points };
    output.series.push(
      style.seriesType === 'bar'
        ? ({ ...hidden, type: 'bar', itemStyle: { color: 'transparent' } } satisfies BarSeriesOption)
        : ({
            ...hidden,
            type: 'line',
            showSymbol: false,
            lineStyle: { opacity: 0 },
            ...(style.area ? { areaStyle: { opacity: 0 } } : {}),
          } satisfies LineSeriesOption),
    );
  }

  raw.forEach((entry, index) => {
    const id = `${input.idPrefix}${entry.key}`;
    const nameLabel = input.nameLabel ?? ((label: string) => label);
    const displayName = entry.labels.map(nameLabel).join(', ');
    const name = input.takenNames?.has(displayName) ? `${displayName} (1)` : displayName;
    const base = comparisonBaseLabels(entry.labels, input.timeCompare);
    output.series.push(
      buildSeriesOption(entry, data.xValues, style, {
        id,
        name,
        color: input.colorFor(base ? base.map(nameLabel).join(', ') : displayName),
        dashed: base !== null,
        selected: !input.selectedKeys || input.selectedKeys.includes(entry.key),
        stackId,
        stackIndex: index,
        formatter: input.formatter,
        totals,
      }),
    );
    output.tooltip.set(id, { formatter: input.formatter, ...(stackId ? { stackId } : {}) });
    output.interactive.set(id, {
      key: entry.key,
      query: input.query,
      groupby: input.groupby,
      // The dimension values are the last labels of a series name, whatever the rename step left before.
      groupValues: input.groupby.length > 0 ? entry.labels.slice(-input.groupby.length) : [],
    });
    output.legend.push(name);
  });
  // ECharts stacks negative values apart from positive ones; the stream's baseline must stack with all.
  if (style.stack === 'Stream') {
    output.series = output.series.map(
      (series) => ({ ...series, stackStrategy: 'all' }) as TimeseriesSeriesOption,
    );
  }
  return output;
}
