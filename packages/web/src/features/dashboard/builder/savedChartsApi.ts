import type { ListResponse } from '@sightline/core';
import { apiClient } from '../../../platform/apiClient';
import { encodeQuery } from '../../../platform/listQuery';
import type { SavedChart } from './savedChartsSlice';

/** The saved-chart list asks for 200 charts, the most recently changed first. */
const SAVED_CHARTS_PAGE_SIZE = 200;

const SAVED_CHART_COLUMNS = [
  'changed_on_delta_humanized',
  'changed_on_utc',
  'datasource_id',
  'datasource_type',
  'datasource_url',
  'datasource_name_text',
  'description_markeddown',
  'description',
  'id',
  'params',
  'slice_name',
  'url',
  'viz_type',
] as const;

/**
 * The rison query of `GET /api/v1/chart/` for the builder panel: the spec's columns, owned by `userId`
 * when "Show only my charts" is on (no owner filter otherwise); the `columns` key names what the list shows. */
export function savedChartsQuery(ownerId: number | null) {
  return {
    columns: [...SAVED_CHART_COLUMNS],
    filters: ownerId === null ? [] : [{ col: 'owners', opr: 'rel_m_m', value: ownerId }],
    page_size: SAVED_CHARTS_PAGE_SIZE,
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc' as const,
  };
}

export async function requestSavedCharts(ownerId: number | null): Promise<SavedChart[]> {
  const body = await apiClient.request<ListResponse<SavedChart>>({
    url: `/api/v1/chart/?q=${encodeQuery(savedChartsQuery(ownerId))}`,
  });
  return body.result;
}
