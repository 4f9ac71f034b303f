import { getMetricLabel } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { columnVerboseName, toNumber } from '../../sdk/chartValues.js';
import { chartColorScale } from '../../sdk/color/labelColors.js';
import { emitContextMenu, type ContextMenuMouse } from '../../sdk/contextMenu.js';
import { emitCrossFilter, pointKey, pointValueOf, selectedKeys } from '../../sdk/crossFilter.js';
import { metricFormatter } from '../../sdk/format/metricFormatter.js';
import { getTimeFormatter } from '../../sdk/format/timeFormat.js';
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

export function transformProps(chartProps: ChartProps<WordCloudFormData>): WordCloudProps {
  const { formData, queriesData, width, height, datasource, hooks, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const metricLabel = getMetricLabel(formData.metric);
  const metricName = columnVerboseName(metricLabel, datasource);
  const timeFormatter = getTimeFormatter();
  const formatValue = metricFormatter(undefined, metricLabel, datasource, null, { preferSavedFormat: true });
  const colorOf = chartColorScale(chartProps);
  const selected = selectedKeys(filterState);

  const entries = rows.map((row) => ({
    point: [pointValueOf(formData.series, row, result, timeFormatter)],
    metric: toNumber(row[metricLabel]),
  }));
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
