import type { DataMask } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult, ChartDatasource } from '../../sdk/chartPlugin.js';
import { getCategoricalScheme } from '../../sdk/color/colorSchemes.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { chartResult } from '../../sdk/testing/chartResult.js';
import { wordCloudFormDataSchema } from './formData.js';
import { topNames } from './testing/fixtures.js';
import { transformProps } from './transformProps.js';
import { wordRotation } from './wordEncoding.js';

const datasource: ChartDatasource = {
  id: 1,
  type: 'table',
  columns: [{ column_name: 'name' }],
  metrics: [{ metric_name: 'sum__num', verbose_name: 'SUM(num)', d3format: ',.0f' }],
};

function render(
  formData: Record<string, unknown>,
  result: ChartDataResult = topNames,
  filterState?: { selectedValues?: unknown },
) {
  const masks: DataMask[] = [];
  const menus: ChartContextMenuEvent[] = [];
  const props = transformProps({
    formData: wordCloudFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'word_cloud',
      series: 'name',
      metric: 'sum__num',
      ...formData,
    }),
    queriesData: [result],
    width: 600,
    height: 400,
    datasource,
    hooks: { setDataMask: (mask) => masks.push(mask), onContextMenu: (event) => menus.push(event) },
    filterState,
    colorNamespace: 'word-cloud-test',
  });
  return { props, masks, menus };
}

describe('word cloud transformProps', () => {
  it('sizes each word by its metric from zero, largest first, colored by the word', () => {
    resetLabelColors('word-cloud-test');
    const { props } = render({ size_from: 10, size_to: 70, rotation: 'flat' });
    const max = Number(topNames.data[0]!.sum__num);
    const last = topNames.data.at(-1)!;
    expect(props.words).toHaveLength(50);
    expect(props.words[0]).toEqual({
      text: 'Liam',
      size: 70,
      rotate: 0,
      color: getCategoricalScheme('supersetColors').colors[0],
      title: `Liam\nSUM(num): ${max.toLocaleString('en-US')}`,
      dimmed: false,
    });
    expect(props.words.at(-1)).toMatchObject({
      text: last.name,
      size: Math.round(10 + (Number(last.sum__num) / max) * 60),
    });
    const sizes = props.words.map((word) => word.size);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('rotates words as the rotation control says', () => {
    const { props } = render({ rotation: 'square' });
    expect(props.words.map((word) => word.rotate)).toEqual(
      props.words.map((word) => wordRotation('square', word.text)),
    );
    expect(new Set(props.words.map((word) => word.rotate))).toEqual(new Set([0, 90]));
  });

  it('shows missing words as <NULL>, reads values sent as text and formats temporal words', () => {
    const result = chartResult(
      ['name', 'sum__num'],
      [1, 0],
      [
        [null, '7'],
        ['Ada', null],
      ],
    );
    const { props } = render({ size_from: 20, size_to: 40 }, result);
    expect(props.words.map((word) => [word.text, word.size])).toEqual([
      ['<NULL>', 40],
      ['Ada', 20],
    ]);
    const dates = chartResult(['ds', 'sum__num'], [2, 0], [[1735689600000, 1]]);
    expect(render({ series: 'ds' }, dates).props.words[0]!.text).toBe('2025');
  });

  it('cross-filters on a clicked word, drills into a right-clicked one and dims the others', () => {
    const { props, masks, menus } = render({});
    props.onWordClick(1);
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'name', op: 'IN', val: ['Emma'] }] },
        filterState: { value: ['Emma'], label: 'Emma', selectedValues: ['["Emma"]'] },
      },
    ]);
    let prevented = false;
    props.onWordContextMenu(0, { clientX: 4, clientY: 5, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(menus).toEqual([
      { clientX: 4, clientY: 5, filters: [{ col: 'name', op: '==', val: 'Liam', formattedVal: 'Liam' }] },
    ]);
    const selected = render({}, topNames, { selectedValues: ['["Emma"]'] }).props.words;
    expect(selected.filter((word) => !word.dimmed).map((word) => word.text)).toEqual(['Emma']);
  });
});
