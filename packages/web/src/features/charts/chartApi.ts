import type { ChartDatasource } from '@sightline/charts';
import { useMemo } from 'react';
import { api, resourceTags } from '../../platform/api';
import { datasetIdOf, toChartDatasource, type DatasetForChart } from './chartFormData';

/** A saved chart as `GET /api/v1/chart/{id}` answers it (the fields the chart page reads). */
export interface SavedChart {
  id: number;
  slice_name: string;
  viz_type: string;
  params: string | null;
  datasource_id: number | null;
  datasource_type: string | null;
  datasource_name_text?: string | null;
  description?: string | null;
  cache_timeout?: number | null;
}

export const chartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<SavedChart, number>({
      query: (id) => `/api/v1/chart/${id}`,
      transformResponse: (body: { result: SavedChart }) => body.result,
      providesTags: (_result, _error, id) => [resourceTags('chart').item(id)],
    }),
    getDatasetForChart: build.query<DatasetForChart, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (body: { result: DatasetForChart }) => body.result,
      providesTags: (_result, _error, id) => [resourceTags('dataset').item(id)],
    }),
  }),
});

export const { useGetChartQuery, useGetDatasetForChartQuery } = chartApi;

/** The dataset a chart's form data points to, as the chart plugins read it (labels, formats, currencies). */
export function useChartDatasource(formData: Record<string, unknown>): ChartDatasource | undefined {
  const datasetId = datasetIdOf(formData);
  const dataset = useGetDatasetForChartQuery(datasetId ?? 0, { skip: !datasetId });
  return useMemo(() => (dataset.data ? toChartDatasource(dataset.data) : undefined), [dataset.data]);
}
