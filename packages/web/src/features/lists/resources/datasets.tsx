import type { UserRef } from '@sightline/core';
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
import { fieldMessages, resourceMessages } from '../../shared/resourceLists/listMessages';
import { ownerIdsOfRow, type ResourceListConfig } from '../resourceConfig';

export interface DatasetRow {
  id: number;
  table_name: string;
  kind?: 'physical' | 'virtual';
  sql?: string | null;
  schema?: string | null;
  database?: { id: number; database_name: string };
  explore_url?: string;
  owners?: UserRef[];
  changed_on_delta_humanized?: string;
}

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
