import { getColumnLabel, getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { getColorScale } from '../../sdk/color/labelColors.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
import {
  emitContextMenu,
  emitCrossFilter,
  pointKey,
  selectedKeys,
  type ContextMenuMouse,
  type PointValue,
} from '../heatmap_v2/chartInteractions.js';
import {
  columnVerboseName,
  formatCategory,
  metricFormatter,
  TEMPORAL_COLTYPE,
  toNumber,
  toScalar,
} from '../heatmap_v2/chartValues.js';
import type { WordCloudFormData } from './formData.js';
import { fontSizeScale, wordRotation } from './wordEncoding.js';

export interface WordCloudWord {
  text: string;
  /** Font size in pixels. */
  size: number;
  /** Degrees. */
  rotate: number;
  color: string;
  /** Tooltip text: the word and its formatted metric value. */
  title: string;
  /** Not part of the current cross-filter selection. */
  dimmed: boolean;
}

export interface WordCloudProps {
  width: number;
  height: number;
  /** Largest first: the layout places words in this order. */
  words: WordCloudWord[];
  /** Click on the i-th word: cross-filter on it (again: clear). */
  onWordClick: (index: number) => void;
  /** Right-click on the i-th word: drill to detail. */
  onWordContextMenu: (index: number, mouse: ContextMenuMouse) => void;
}

/** Bold sans-serif, as Superset draws its word clouds. */
export const WORD_FONT = 'Helvetica, Arial, sans-serif';

export function transformProps({
  formData,
  queriesData,
  width,
  height,
  datasource,
  hooks,
  filterState,
  colorNamespace,
  labelColors,
}: ChartProps<WordCloudFormData>): WordCloudProps {
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const seriesLabel = getColumnLabel(formData.series);
  const metricLabel = getMetricLabel(formData.metric);
  const metricName = columnVerboseName(metricLabel, datasource);
  const temporal = result?.coltypes[result.colnames.indexOf(seriesLabel)] === TEMPORAL_COLTYPE;
  const timeFormatter = getTimeFormatter();
  const formatValue = metricFormatter(undefined, metricLabel, datasource);
  const colorOf = getColorScale({ scheme: formData.color_scheme, namespace: colorNamespace, labelColors });
  const selected = selectedKeys(filterState);

  const entries = rows.map((row) => {
    const value = toScalar(row[seriesLabel]);
    const point: PointValue[] = [
      { column: formData.series, value, formatted: formatCategory(value, temporal, timeFormatter) },
    ];
    return { point, metric: toNumber(row[metricLabel]) };
  });
  const sizeOf = fontSizeScale(
    entries.flatMap((entry) => entry.metric ?? []),
    [formData.size_from, formData.size_to],
  );
  const words = entries.map(({ point, metric }) => {
    const text = point[0]!.formatted;
    return {
      point,
      word: {
        text,
        size: Math.round(sizeOf(metric)),
        rotate: wordRotation(formData.rotation, text),
        color: colorOf(text),
        title: `${text}\n${metricName}: ${formatValue(metric)}`,
        dimmed: selected.length > 0 && !selected.includes(pointKey([point[0]!.value])),
      },
    };
  });
  words.sort((a, b) => b.word.size - a.word.size);

  return {
    width,
    height,
    words: words.map((entry) => entry.word),
    onWordClick: (index) => {
      const entry = words[index];
      if (entry) emitCrossFilter(hooks, entry.point, selected);
    },
    onWordContextMenu: (index, mouse) => {
      const entry = words[index];
      if (entry) emitContextMenu(hooks, mouse, entry.point);
    },
  };
}
