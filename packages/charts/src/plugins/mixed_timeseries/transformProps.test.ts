import { beforeEach, describe, expect, it } from 'vitest';
import type { DataMask } from '@sightline/core';
import type { ChartProps } from '../../sdk/chartPlugin.js';
import { resetLabelColors } from '../../sdk/color/labelColors.js';
import { mixedTimeseriesFormDataSchema, type MixedTimeseriesFormData } from './formData.js';
import { QUARTERLY_REVENUE_BY_REGION, QUARTERLY_SHIPPED_ORDERS } from './testing/responses.js';
import { transformProps } from './transformProps.js';

const props = (extra: Record<string, unknown> = {}, hooks = {}): ChartProps<MixedTimeseriesFormData> => ({
  formData: mixedTimeseriesFormDataSchema.parse({
    datasource: '2__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'order_date',
    time_grain_sqla: 'P3M',
    metrics: ['sum__sales'],
    groupby: ['region'],
    metrics_b: ['count'],
    seriesType: 'bar',
    stack: 'Stack',
    seriesTypeB: 'line',
    yAxisIndexB: 1,
    markerEnabledB: true,
    y_axis_format: '$,.3s',
    y_axis_format_secondary: ',d',
    ...extra,
  }),
  queriesData: [QUARTERLY_REVENUE_BY_REGION, QUARTERLY_SHIPPED_ORDERS],
  width: 900,
  height: 500,
  hooks,
});

type Option = {
  series: Record<string, unknown>[];
  yAxis: Record<string, unknown>[];
  legend: { data: string[] };
};

beforeEach(() => resetLabelColors());

describe('mixed chart transformProps', () => {
  it('draws Query A as stacked bars and Query B as a line on the secondary axis', () => {
    const option = transformProps(props()).option as Option;
    expect(option.series.map((s) => [s.id, s.type, s.yAxisIndex, s.stack])).toEqual([
      ['a:EMEA', 'bar', 0, 'a:stack'],
      ['a:APAC', 'bar', 0, 'a:stack'],
      ['a:North America', 'bar', 0, 'a:stack'],
      ['a:LATAM', 'bar', 0, 'a:stack'],
      ['b:count', 'line', 1, undefined],
    ]);
    expect(option.series[4]).toMatchObject({
      showSymbol: true,
      data: [
        [1704067200000, 61629],
        [1711929600000, 42637],
        [1719792000000, 48295],
        [1727740800000, 92183],
      ],
    });
    expect(option.legend.data).toEqual(['EMEA', 'APAC', 'North America', 'LATAM', 'count']);
  });

  it('formats each axis with its own number format and aligns their ticks', () => {
    const option = transformProps(props()).option as Option;
    const format = (axis: number, value: number) =>
      (option.yAxis[axis]!.axisLabel as { formatter: (v: number) => string }).formatter(value);
    expect([format(0, 150000000), format(1, 92183)]).toEqual(['$150M', '92,183']);
    expect(option.yAxis[0]).toMatchObject({ alignTicks: true });
    expect(option.yAxis[1]).toMatchObject({ show: true, alignTicks: true, splitLine: { show: false } });
  });

  it('hides the secondary axis when both queries use the primary one', () => {
    const option = transformProps(props({ yAxisIndexB: 0 })).option as Option;
    expect(option.yAxis[1]).toMatchObject({ show: false });
    expect(option.series[4]).toMatchObject({ yAxisIndex: 0 });
  });

  it('renames a Query B series that has the same name as one of Query A', () => {
    const option = transformProps({
      ...props({ metrics: ['count'], groupby: [] }),
      queriesData: [QUARTERLY_SHIPPED_ORDERS, QUARTERLY_SHIPPED_ORDERS],
    }).option as Option;
    expect(option.legend.data).toEqual(['count', 'count (1)']);
  });

  it("cross-filters on Query A's dimensions; Query B's series have none", () => {
    const masks: DataMask[] = [];
    const result = transformProps(props({}, { setDataMask: (mask: DataMask) => masks.push(mask) }));
    result.eventHandlers!.click!({ seriesId: 'a:LATAM' });
    result.eventHandlers!.click!({ seriesId: 'b:count' });
    expect(masks).toEqual([
      {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['LATAM'] }] },
        filterState: { label: 'LATAM', value: [['LATAM']], selectedValues: ['LATAM'] },
      },
    ]);
  });

  it('draws Query A alone while Query B has no metrics', () => {
    const result = transformProps({
      ...props({ metrics_b: [] }),
      queriesData: [QUARTERLY_REVENUE_BY_REGION],
    });
    expect((result.option as Option).series).toHaveLength(4);
  });
});
