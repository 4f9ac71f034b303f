import type { DatasetListItem } from '@sightline/core';
import { Tag } from 'antd';
import { ResourceListPage } from '../ResourceList';
import {
  databaseColumn,
  lastModifiedColumn,
  linkedNameColumn,
  ownersColumn,
  schemaColumn,
} from '../commonColumns';
import {
  booleanFilter,
  createdByMeFilter,
  databaseFilter,
  ownerFilter,
  searchFilter,
} from '../commonFilters';
import { fieldMessages, resourceMessages } from '../../../features/shared/resourceLists/listMessages';
import { ownerIdsOfRow, type ResourceListConfig } from '../resourceConfig';

/** A row of the list: the item's columns the page asks for (the item is core's DatasetListItem). */
export type DatasetRow = Pick<DatasetListItem, 'id' | 'table_name'> & Partial<DatasetListItem>;

/** Superset derives the type from `sql`: empty is a physical table, otherwise a virtual (SQL) dataset. */
export const isVirtualDataset = (row: DatasetRow) => (row.kind ? row.kind === 'virtual' : !!row.sql);

export const datasetListConfig: ResourceListConfig<DatasetRow> = {
  resource: 'dataset',
  view: 'Dataset',
  title: resourceMessages.dataset.title,
  label: 'dataset',
  emptyText: resourceMessages.dataset.empty,
  deleteErrorStyle: 'named',
  nameOf: (row) => row.table_name,
  ownerIdsOf: ownerIdsOfRow,
  filters: [
    searchFilter('table_name', 'ct'),
    ownerFilter,
    databaseFilter,
    booleanFilter({
      id: 'type',
      col: 'sql',
      opr: 'dataset_is_null_or_empty',
      label: fieldMessages.type,
      trueLabel: fieldMessages.physical,
      falseLabel: fieldMessages.virtual,
    }),
    createdByMeFilter,
  ],
  columns: [
    linkedNameColumn('table_name', fieldMessages.name, (row) => row.explore_url),
    {
      key: 'kind',
      title: fieldMessages.type,
      render: (row) =>
        isVirtualDataset(row) ? (
          <Tag color="purple">{fieldMessages.virtual}</Tag>
        ) : (
          <Tag color="blue">{fieldMessages.physical}</Tag>
        ),
    },
    databaseColumn,
    schemaColumn,
    ownersColumn,
    lastModifiedColumn,
  ],
};

export default function DatasetListPage() {
  return <ResourceListPage config={datasetListConfig} />;
}
