import { DEFAULT_PAGE_SIZE, type ListFilter } from '@sightline/core';

/** The rison `q` of the change-dataset picker's `GET /api/v1/dataset/`. */
export interface DatasetPickerQuery {
  page: number;
  page_size: number;
  order_column: string;
  order_direction: 'asc' | 'desc';
  filters: ListFilter[];
}

/** The picker's page size and default order: the list pages' defaults, newest change first. */
export const DATASET_PICKER_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const DATASET_PICKER_ORDER_COLUMN = 'changed_on_delta_humanized';

/** Page `page` (0-based), filtered by a 'contains' on table_name when the search has text. */
export function datasetPickerQuery(page: number, search: string): DatasetPickerQuery {
  const text = search.trim();
  return {
    page,
    page_size: DATASET_PICKER_PAGE_SIZE,
    order_column: DATASET_PICKER_ORDER_COLUMN,
    order_direction: 'desc',
    filters: text ? [{ col: 'table_name', opr: 'ct', value: text }] : [],
  };
}
