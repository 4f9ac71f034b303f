import type { ListResponse } from '@sightline/core';
import { api, resourceTags } from '../../../../../platform/api';
import { encodeQuery } from '../../../../../platform/listQuery';

/** A saved chart that can feed an annotation layer. */
export interface AnnotationSourceChart {
  id: number;
  slice_name: string;
  viz_type: string;
  /** Its form data as JSON text, for the column choices. */
  params: string | null;
}

/** Enough charts to pick from in a select; the select searches them by name. */
export const ANNOTATION_SOURCE_PAGE_SIZE = 200;

/** The `q` of `GET /api/v1/chart/` (rison, URL-encoded) for the saved charts of these types, by name. */
export function annotationSourceQuery(vizTypes: readonly string[]): string {
  return encodeQuery({
    filters: [{ col: 'viz_type', opr: 'in', value: [...vizTypes] }],
    select_columns: ['id', 'slice_name', 'viz_type', 'params'],
    order_column: 'slice_name',
    order_direction: 'asc',
    page: 0,
    page_size: ANNOTATION_SOURCE_PAGE_SIZE,
  });
}

export const annotationSourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationSourceCharts: build.query<AnnotationSourceChart[], readonly string[]>({
      query: (vizTypes) => `/api/v1/chart/?q=${annotationSourceQuery(vizTypes)}`,
      transformResponse: (body: ListResponse<AnnotationSourceChart>) => body.result,
      providesTags: [resourceTags('chart').list],
    }),
  }),
});

export const { useGetAnnotationSourceChartsQuery } = annotationSourceApi;
