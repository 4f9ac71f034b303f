// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { timeTableFormDataSchema } from './formData.js';
import { YEARLY_BY_DEAL_SIZE } from './testing/fixtures.js';
import TimeTableChart from './TimeTableChart.js';
import { transformProps } from './transformProps.js';

afterEach(cleanup);

const column = (key: string, colType: string, extra: Record<string, unknown> = {}) => ({
  key,
  label: key,
  colType,
  ...extra,
});

describe('TimeTableChart', () => {
  it('draws sparklines and values, sorted by the first value column, re-sorted by a header click', () => {
    render(
      <TimeTableChart
        {...transformProps({
          formData: timeTableFormDataSchema.parse({
            datasource: '2__table',
            viz_type: 'time_table',
            granularity_sqla: 'order_date',
            metrics: ['sum__sales'],
            groupby: ['deal_size'],
            column_collection: [
              column('trend', 'spark', { showYAxis: true }),
              column('Growth', 'time', { timeLag: 1, comparisonType: 'perc_change', d3format: '.1%' }),
            ],
            url: '/x?d={{metric.label}}',
          }),
          queriesData: YEARLY_BY_DEAL_SIZE,
          width: 800,
          height: 300,
          hooks: {},
        })}
      />,
    );
    const labels = () => screen.getAllByRole('link').map((link) => link.textContent);
    // growth: Large 35.4 %, Medium 9.8 %, Small -0.4 %
    expect(labels()).toEqual(['Large', 'Medium', 'Small']);
    expect(screen.getByRole('link', { name: 'Small' }).getAttribute('href')).toBe('/x?d=Small');
    expect(screen.getAllByRole('img', { name: /^spark-/ })).toHaveLength(3);
    expect(document.querySelector('path')!.getAttribute('d')).toMatch(/^M4,/);
    fireEvent.click(screen.getByRole('columnheader', { name: /Growth/ }));
    expect(labels()).toEqual(['Small', 'Medium', 'Large']);
  });
});
