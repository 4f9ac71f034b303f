import { DEFAULT_SORT_COLUMN, type ListQuery } from '../../platform/listQuery';
import { HOME_CARD_SIZE } from './messages';

export type HomeTab = 'favorites' | 'mine';
export type HomeResource = 'chart' | 'dashboard';

/** The list query behind each home card: my favorites use the resource's favorite filter, mine created_by. */
export function homeListQuery(resource: HomeResource, tab: HomeTab, userId: number): ListQuery {
  const filter =
    tab === 'favorites'
      ? { col: 'id', opr: resource === 'chart' ? 'chart_is_favorite' : 'dashboard_is_favorite', value: true }
      : { col: 'created_by', opr: 'rel_o_m', value: userId };
  return {
    filters: [filter],
    order_column: DEFAULT_SORT_COLUMN,
    order_direction: 'desc',
    page: 0,
    page_size: HOME_CARD_SIZE,
  };
}
