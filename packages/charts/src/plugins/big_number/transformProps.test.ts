import { describe, expect, it, vi } from 'vitest';
import type { ChartContextMenuEvent, ChartDataResult } from '../../sdk/chartPlugin.js';
import { bigNumberFormDataSchema } from './formData.js';
import { percentChange, transformProps } from './transformProps.js';

/** POST /api/v1/chart/data for the example "Births per year" (P1Y on ds): the last six of 40 rows. */
const BIRTHS_PER_YEAR: ChartDataResult = {
  colnames: ['ds', 'sum__num'],
  coltypes: [2, 0],
  rowcount: 6,
  data: [
    { ds: 1577836800000, sum__num: 165374 },
    { ds: 1609459200000, sum__num: 156619 },
    { ds: 1640995200000, sum__num: 151216 },
    { ds: 1672531200000, sum__num: 144402 },
    { ds: 1704067200000, sum__num: 138607 },
    { ds: 1735689600000, sum__num: 131302 },
  ],
};

/** The example "Weekly revenue" (P1W on event_time): the last three weeks. */
const WEEKLY_REVENUE: ChartDataResult = {
  colnames: ['event_time', 'sum__revenue'],
  coltypes: [2, 0],
  rowcount: 3,
  data: [
    { event_time: 1765756800000, sum__revenue: 22054.589999999997 },
    { event_time: 1766361600000, sum__revenue: 23664.32 },
    { event_time: 1766966400000, sum__revenue: 10932.220000000001 },
  ],
};

interface TrendOption {
  xAxis: { min: number; max: number };
  yAxis: { scale: boolean };
  tooltip: { formatter: (params: { value: [number, number | null] }[]) => string };
  series: { data: [number, number | null][]; color: string }[];
}

function bigNumber(formData: Record<string, unknown> = {}, result: ChartDataResult = BIRTHS_PER_YEAR) {
  const onContextMenu = vi.fn<(event: ChartContextMenuEvent) => void>();
  const props = transformProps({
    formData: bigNumberFormDataSchema.parse({
      datasource: '1__table',
      viz_type: 'big_number',
      metric: 'sum__num',
      x_axis: 'ds',
      time_grain_sqla: 'P1Y',
      compare_lag: 1,
      compare_suffix: 'over last year',
      ...formData,
    }),
    queriesData: [result],
    width: 500,
    height: 300,
    hooks: { onContextMenu },
  });
  const trend = props.trendline?.option as TrendOption | undefined;
  return { props, trend, onContextMenu };
}

describe('big number with trendline transformProps', () => {
  it('shows the newest value and its change against the year before', () => {
    const { props } = bigNumber();
    expect(props).toMatchObject({ text: '131k', subheader: '-5.3% over last year', change: 'down' });
  });

  it('compares against N periods back, green when the value rose', () => {
    expect(bigNumber({ compare_lag: '5', compare_suffix: 'vs 2020' }).props).toMatchObject({
      subheader: '-20.6% vs 2020',
      change: 'down',
    });
    const rising = {
      ...BIRTHS_PER_YEAR,
      data: [...BIRTHS_PER_YEAR.data, { ds: 1767225600000, sum__num: 150000 }],
    };
    expect(bigNumber({}, rising).props).toMatchObject({ subheader: '+14.2% over last year', change: 'up' });
    expect(
      percentChange(
        [
          [2, 5],
          [1, 0],
        ],
        1,
      ),
    ).toBe(0);
  });

  it('leaves out the comparison without a lag or with too few periods', () => {
    expect(bigNumber({ compare_lag: null }).props.subheader).toBe('');
    expect(bigNumber({ compare_lag: 6 }).props).toMatchObject({ subheader: '', change: 'flat' });
  });

  it('draws the trend oldest to newest in the chosen color with formatted tooltips', () => {
    const { trend, props } = bigNumber({ color_picker: { r: 10, g: 20, b: 30, a: 1 } });
    expect(props.trendline!.dataSize).toBe(6);
    expect(trend!.series[0]!.data[0]).toEqual([1577836800000, 165374]);
    expect(trend!.series[0]!.data[5]).toEqual([1735689600000, 131302]);
    expect(trend!.series[0]!.color).toBe('rgb(10, 20, 30)');
    expect(trend!.xAxis).toMatchObject({ min: 1577836800000, max: 1735689600000 });
    expect(trend!.yAxis.scale).toBe(false);
    expect(trend!.tooltip.formatter([{ value: [1735689600000, 131302] }])).toBe('<b>2025</b><br/>131k');
  });

  it('formats money and weeks like the saved example', () => {
    const { props, trend } = bigNumber(
      {
        metric: 'sum__revenue',
        x_axis: 'event_time',
        time_grain_sqla: 'P1W',
        y_axis_format: '$,.0f',
        compare_suffix: 'WoW',
      },
      WEEKLY_REVENUE,
    );
    expect(props).toMatchObject({ text: '$10,932', subheader: '-53.8% WoW', change: 'down' });
    expect(trend!.tooltip.formatter([{ value: [1766966400000, 10932.22] }])).toBe(
      '<b>2025-12-29</b><br/>$10,932',
    );
  });

  it('shows N/A for a null newest value and still draws the trend', () => {
    const result = {
      ...BIRTHS_PER_YEAR,
      data: [...BIRTHS_PER_YEAR.data, { ds: 1767225600000, sum__num: null }],
    };
    const { props, trend } = bigNumber({}, result);
    expect(props).toMatchObject({ text: 'N/A', subheader: '', change: 'flat' });
    expect(trend!.series[0]!.data).toHaveLength(7);
    expect(trend!.series[0]!.data[6]).toEqual([1767225600000, null]);
  });

  it('reads numbers and timestamps sent as strings, in any row order', () => {
    const result = {
      ...BIRTHS_PER_YEAR,
      data: [
        { ds: '2025-01-01T00:00:00Z', sum__num: '200' },
        { ds: '2024-01-01T00:00:00Z', sum__num: '100' },
      ],
    };
    expect(bigNumber({}, result).props).toMatchObject({ text: '200', subheader: '+100.0% over last year' });
  });

  it('can hide the trend, start the y-axis at the data, and show the newest period', () => {
    expect(bigNumber({ show_trend_line: false }).props.trendline).toBeNull();
    expect(bigNumber({ start_y_axis_at_zero: false }).trend!.yAxis.scale).toBe(true);
    expect(bigNumber({ show_timestamp: true, time_format: '%Y-%m-%d' }).props.timestamp).toBe('2025-01-01');
  });

  it('fixes the trend to the time range the server resolved', () => {
    const result = { ...BIRTHS_PER_YEAR, from_dttm: 1262304000000, to_dttm: 1767225600000 };
    expect(bigNumber({ time_range_fixed: true }, result).trend!.xAxis).toMatchObject({
      min: 1262304000000,
      max: 1767225600000,
    });
  });

  it('formats the value as a date when forced to', () => {
    expect(
      bigNumber(
        { force_timestamp_formatting: true, time_format: '%Y' },
        {
          ...BIRTHS_PER_YEAR,
          data: [{ ds: 1735689600000, sum__num: 1735689600000 }],
        },
      ).props.text,
    ).toBe('2025');
  });

  it('reads the legacy __timestamp column and drills to detail on a right-click', () => {
    const legacy = {
      colnames: ['__timestamp', 'sum__num'],
      coltypes: [2, 0],
      rowcount: 2,
      data: [
        { __timestamp: 1704067200000, sum__num: 144741.66666666666 },
        { __timestamp: 1735689600000, sum__num: 138103.66666666666 },
      ],
    };
    const { props, onContextMenu } = bigNumber(
      { x_axis: null, granularity_sqla: 'ds', y_axis_format: ',.0f' },
      legacy,
    );
    expect(props).toMatchObject({ text: '138,104', subheader: '-4.6% over last year' });
    props.onContextMenu!(10, 20);
    expect(onContextMenu).toHaveBeenCalledWith({ clientX: 10, clientY: 20, filters: [] });
  });
});
