import { describe, expect, it } from 'vitest';
import { annotationLayerSchema } from './annotationLayer.js';
import { annotationLabel, buildAnnotationSeries, type AnnotationContext } from './annotationSeries.js';

const layer = (raw: Record<string, unknown>) => annotationLayerSchema.parse(raw);
const context = (extra: Partial<AnnotationContext> = {}): AnnotationContext => ({
  xType: 'time',
  xValues: [Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1)],
  annotationData: {},
  colorFor: () => '#FF7F0E',
  horizontal: false,
  markerSize: 6,
  ...extra,
});

describe('annotation series', () => {
  it('computes a formula at every x value', () => {
    const [series] = buildAnnotationSeries(
      [
        layer({
          name: 'Target',
          annotationType: 'FORMULA',
          value: 'x / 1e12 + 1',
          style: 'dashed',
          width: 2,
        }),
      ],
      context(),
    );
    expect(series).toMatchObject({
      id: 'annotation:Target',
      name: 'Target',
      type: 'line',
      data: [
        [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1) / 1e12 + 1],
        [Date.UTC(2024, 1, 1), Date.UTC(2024, 1, 1) / 1e12 + 1],
      ],
      itemStyle: { color: '#FF7F0E' },
      lineStyle: { type: 'dashed', width: 2, opacity: 1 },
    });
  });

  it('names the layer in a formula error', () => {
    expect(() =>
      buildAnnotationSeries([layer({ name: 'Bad', annotationType: 'FORMULA', value: 'x +' })], context()),
    ).toThrow('Annotation layer "Bad": The formula ends too early');
  });

  it('marks events and intervals from the records of a chart layer', () => {
    const records = [
      { ds: '2024-01-15T00:00:00', end: '2024-01-20T00:00:00', title: 'Release', note: 'v2' },
      { ds: null, end: null, title: 'no date', note: '' },
    ];
    const columns = {
      timeColumn: 'ds',
      intervalEndColumn: 'end',
      titleColumn: 'title',
      descriptionColumns: ['note'],
    };
    const [event, ...none] = buildAnnotationSeries(
      [
        layer({
          name: 'Deploys',
          annotationType: 'EVENT',
          sourceType: 'table',
          value: 5,
          color: '#000',
          showLabel: true,
          ...columns,
        }),
      ],
      context({ annotationData: { Deploys: { records } } }),
    );
    expect(none).toEqual([]);
    expect(event).toMatchObject({
      type: 'line',
      markLine: {
        symbol: 'none',
        lineStyle: { color: '#000', type: 'solid', width: 1, opacity: 1 },
        label: { show: true, formatter: 'Deploys - Release\n\nv2' },
        data: [{ name: 'Deploys - Release\n\nv2', xAxis: Date.UTC(2024, 0, 15) }],
      },
    });
    const [interval] = buildAnnotationSeries(
      [layer({ name: 'Sale', annotationType: 'INTERVAL', sourceType: 'table', value: 6, ...columns })],
      context({ annotationData: { Sale: { records } } }),
    );
    expect(interval).toMatchObject({
      markArea: {
        itemStyle: { color: '#FF7F0E', opacity: 0.5 },
        label: { show: false },
        data: [[{ xAxis: Date.UTC(2024, 0, 15) }, { xAxis: Date.UTC(2024, 0, 20) }]],
      },
    });
  });

  it('reads native layers from their fixed columns and skips hidden layers', () => {
    const native = {
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [],
    };
    const series = buildAnnotationSeries(
      [
        layer({ name: 'Holidays', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 1 }),
        layer({ name: 'Hidden', annotationType: 'FORMULA', value: 'x', show: false }),
      ],
      context({ annotationData: { Holidays: native } }),
    );
    expect(series).toEqual([]);
    const withRecord = buildAnnotationSeries(
      [layer({ name: 'Holidays', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1 })],
      context({
        annotationData: {
          Holidays: { records: [{ start_dttm: Date.UTC(2024, 0, 1), short_descr: 'New year' }] },
        },
      }),
    );
    expect(withRecord[0]).toMatchObject({
      markLine: { data: [{ name: 'Holidays - New year', xAxis: Date.UTC(2024, 0, 1) }] },
    });
  });

  it('draws time-series layers from Superset series or from chart records', () => {
    const superset = buildAnnotationSeries(
      [
        layer({
          name: 'Forecast',
          annotationType: 'TIME_SERIES',
          sourceType: 'line',
          value: 3,
          hideLine: true,
          showMarkers: true,
        }),
      ],
      context({
        annotationData: {
          Forecast: [
            {
              key: 'SUM(num)',
              values: [
                { x: 1, y: 2 },
                { x: 3, y: '4' },
              ],
            },
          ],
        },
      }),
    );
    expect(superset).toMatchObject([
      {
        name: 'SUM(num)',
        data: [
          [1, 2],
          [3, 4],
        ],
        showSymbol: true,
        symbolSize: 6,
        lineStyle: { width: 0 },
      },
    ]);
    const records = buildAnnotationSeries(
      [layer({ name: 'Last year', annotationType: 'TIME_SERIES', sourceType: 'line', value: 3 })],
      context({
        annotationData: {
          'Last year': {
            records: [
              { ds: 10, boy: 1, girl: 2 },
              { ds: 20, boy: 3, girl: null },
            ],
          },
        },
      }),
    );
    expect(records.map((s) => [s.name, s.data])).toEqual([
      [
        'Last year, boy',
        [
          [10, 1],
          [20, 3],
        ],
      ],
      [
        'Last year, girl',
        [
          [10, 2],
          [20, null],
        ],
      ],
    ]);
  });

  it("joins the layer's name, title and descriptions like Superset", () => {
    expect(annotationLabel('Layer', '', ['a', 'b'])).toBe('Layer\n\na\nb');
    expect(annotationLabel('', 'Title', [])).toBe('Title');
  });
});
