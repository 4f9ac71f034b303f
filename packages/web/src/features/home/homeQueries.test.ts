import { describe, expect, it } from 'vitest';
import { homeListQuery } from './homeQueries';

describe('homeListQuery', () => {
  it('asks for my favorite charts and dashboards with their own operators', () => {
    expect(homeListQuery('chart', 'favorites', 4).filters).toEqual([
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(homeListQuery('dashboard', 'favorites', 4).filters).toEqual([
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
    ]);
  });

  it('asks for what I created, newest change first', () => {
    expect(homeListQuery('chart', 'mine', 4)).toEqual({
      filters: [{ col: 'created_by', opr: 'rel_o_m', value: 4 }],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 5,
    });
  });
});
