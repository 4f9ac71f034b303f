import type { DataMask } from '@sightline/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { funnelFormDataSchema } from './formData.js';
import { funnelSteps, transformProps } from './transformProps.js';

/** POST /api/v1/chart/data on the example web_events: events by type (sort by metric, row limit 10). */
const EVENTS_BY_TYPE: ChartDataResult = {
  colnames: ['event_type', 'count'],
  coltypes: [1, 0],
  rowcount: 5,
  data: [
    { event_type: 'page_view', count: 700023 },
    { event_type: 'click', count: 200179 },
    { event_type: 'add_to_cart', count: 49796 },
    { event_type: 'signup', count: 29958 },
    { event_type: 'purchase', count: 20044 },
  ],
};

interface FunnelSeries {
  sort: string;
  top: number;
  label: { show: boolean; formatter: (p: { name: string }) => string };
  data: { name: string; value: number; itemStyle: { color: string; opacity: number } }[];
}

function funnel(
  formData: Record<string, unknown> = {},
  result: ChartDataResult = EVENTS_BY_TYPE,
  filterState?: { selectedValues?: unknown },
) {
  const setDataMask = vi.fn<(mask: DataMask) => void>();
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: funnelFormDataSchema.parse({
      datasource: '3__table',
      viz_type: 'funnel',
      groupby: ['event_type'],
      metric: 'count',
      percent_calculation_type: 'first_step',
      ...formData,
    }),
    queriesData: [result],
    width: 500,
    height: 400,
    hooks: { setDataMask, onContextMenu },
    filterState,
  });
  const series = (props.option.series as FunnelSeries[])[0]!;
  const tooltip = props.option.tooltip as { show: boolean; formatter: (p: { name: string }) => string };
  return { props, series, tooltip, setDataMask, onContextMenu };
}

beforeEach(() => resetLabelColors());

describe('funnel transformProps', () => {
  it('draws one band per step with label colors, widest first', () => {
    const { series, props } = funnel();
    expect(series.data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['page_view', 700023, '#1F77B4'],
      ['click', 200179, '#FF7F0E'],
      ['add_to_cart', 49796, '#2CA02C'],
      ['signup', 29958, '#D62728'],
      ['purchase', 20044, '#9467BD'],
    ]);
    expect(series.sort).toBe('descending');
    expect(series.top).toBe(40);
    expect((props.option.legend as { data: string[] }).data).toEqual([
      'page_view',
      'click',
      'add_to_cart',
      'signup',
      'purchase',
    ]);
  });

  it('computes each percent calculation', () => {
    const steps = funnelSteps([
      { name: 'a', value: 200 },
      { name: 'b', value: 100 },
      { name: 'c', value: 100 },
    ]);
    expect(steps.map((s) => [s.firstStepPercent, s.prevStepPercent, s.totalPercent])).toEqual([
      [1, 1, 0.5],
      [0.5, 0.5, 0.25],
      [0.5, 1, 0.25],
    ]);
  });

  it('labels steps with the percent the chart asks for', () => {
    const label = (percent_calculation_type: string, name: string) =>
      funnel({ percent_calculation_type, label_type: 5 }).series.label.formatter({ name });
    expect(label('first_step', 'click')).toBe('click: 200k (28.60%)');
    expect(label('prev_step', 'add_to_cart')).toBe('add_to_cart: 49.8k (24.88%)');
    expect(label('total', 'page_view')).toBe('page_view: 700k (70.00%)');
  });

  it("reads Superset's numeric label types and their names", () => {
    const label = (label_type: unknown) => funnel({ label_type }).series.label.formatter({ name: 'signup' });
    expect(label(0)).toBe('signup');
    expect(label(1)).toBe('30k');
    expect(label(2)).toBe('4.28%');
    expect(label(3)).toBe('signup: 30k');
    expect(label(4)).toBe('signup: 4.28%');
    expect(label(6)).toBe('30k (4.28%)');
    expect(label('key_value_percent')).toBe('signup: 30k (4.28%)');
  });

  it('builds the tooltip from its own contents setting', () => {
    const { tooltip } = funnel({ number_format: ',d' });
    expect(tooltip.show).toBe(true);
    expect(tooltip.formatter({ name: 'purchase' })).toBe('<b>purchase</b><br/>count: 20,044 (2.86%)');
    expect(funnel({ tooltip_label_type: 0 }).tooltip.formatter({ name: 'purchase' })).toBe('<b>purchase</b>');
    expect(funnel({ tooltip_label_type: 2 }).tooltip.formatter({ name: 'purchase' })).toBe('count: 2.86%');
    expect(funnel({ show_tooltip_labels: false }).tooltip.show).toBe(false);
  });

  it('keeps the query order when not sorting by the metric', () => {
    expect(funnel({ sort_by_metric: false }).series.sort).toBe('none');
  });

  it('skips steps without a value and reads numbers sent as strings', () => {
    const { series } = funnel(
      {},
      {
        ...EVENTS_BY_TYPE,
        data: [
          { event_type: 'page_view', count: '1000' },
          { event_type: 'click', count: null },
          { event_type: 'purchase', count: 10 },
        ],
      },
    );
    expect(series.data.map((d) => [d.name, d.value])).toEqual([
      ['page_view', 1000],
      ['purchase', 10],
    ]);
    expect(series.label.formatter({ name: 'purchase' })).toBe('purchase');
  });

  it('cross-filters on a step and fades the others', () => {
    const { props, setDataMask } = funnel();
    props.eventHandlers!.click!({ name: 'signup' });
    expect(setDataMask).toHaveBeenCalledWith({
      extraFormData: { filters: [{ col: 'event_type', op: 'IN', val: ['signup'] }] },
      filterState: { label: 'signup', value: [['signup']], selectedValues: ['signup'] },
    });
    const { series } = funnel({}, EVENTS_BY_TYPE, { selectedValues: ['signup'] });
    expect(series.data.map((d) => d.itemStyle.opacity)).toEqual([0.3, 0.3, 0.3, 1, 0.3]);
  });

  it('reports a right-clicked step for drill to detail', () => {
    const { props, onContextMenu } = funnel();
    const preventDefault = vi.fn();
    props.eventHandlers!.contextmenu!({
      name: 'click',
      event: { event: { clientX: 5, clientY: 6, preventDefault } as unknown as MouseEvent },
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(onContextMenu).toHaveBeenCalledWith({
      clientX: 5,
      clientY: 6,
      filters: [{ col: 'event_type', op: '==', val: 'click', formattedVal: 'click' }],
    });
  });
});

describe('funnel transformProps with many steps', () => {
  it('draws all 10,000 steps and lists the first 100 by value in a scrolling legend', () => {
    const result: ChartDataResult = {
      colnames: ['event_type', 'count'],
      coltypes: [1, 0],
      rowcount: 10_000,
      data: Array.from({ length: 10_000 }, (_, i) => ({ event_type: `e${i}`, count: 10_000 - i })),
    };
    const { series, props } = funnel({ legendType: 'plain' }, result);
    expect(series.data).toHaveLength(10_000);
    expect(props.option.legend).toMatchObject({
      type: 'scroll',
      data: Array.from({ length: 100 }, (_, i) => `e${i}`),
    });
  });
});
