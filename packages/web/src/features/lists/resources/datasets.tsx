import type { UserRef } from '@sightline/core';
import { Tag, Typography } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { ResourceList } from '../ResourceList';
import { fieldMessages, listMessages, resourceMessages } from '../messages';
import { OwnersAvatars } from '../OwnersAvatars';
import type { ResourceListConfig } from '../resourceConfig';

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
  ownerIdsOf: (row) => (row.owners ?? []).map((owner) => owner.id),
  filters: [
    {
      kind: 'search',
      id: 'search',
      col: 'table_name',
      opr: 'ct',
      placeholder: fieldMessages.searchPlaceholder,
    },
    {
      kind: 'select',
      id: 'owner',
      col: 'owners',
      opr: 'rel_m_m',
      label: fieldMessages.owner,
      source: { type: 'related', column: 'owners' },
    },
    {
      kind: 'select',
      id: 'database',
      col: 'database',
      opr: 'rel_o_m',
      label: fieldMessages.database,
      source: { type: 'related', column: 'database' },
    },
    {
      kind: 'select',
      id: 'type',
      col: 'sql',
      opr: 'dataset_is_null_or_empty',
      label: fieldMessages.type,
      source: {
        type: 'static',
        options: [
          { label: fieldMessages.physical, value: true },
          { label: fieldMessages.virtual, value: false },
        ],
      },
    },
    { kind: 'createdByMe', id: 'mine', label: listMessages.createdByMe },
  ],
  columns: [
    {
      key: 'table_name',
      title: fieldMessages.name,
      sortColumn: 'table_name',
      render: (row) => <ItemLink url={row.explore_url}>{row.table_name}</ItemLink>,
    },
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
    { key: 'database', title: fieldMessages.database, render: (row) => row.database?.database_name },
    { key: 'schema', title: fieldMessages.schema, sortColumn: 'schema', render: (row) => row.schema },
    { key: 'owners', title: listMessages.owners, render: (row) => <OwnersAvatars owners={row.owners} /> },
    {
      key: 'changed_on_delta_humanized',
      title: listMessages.lastModified,
      sortColumn: 'changed_on_delta_humanized',
      render: (row) => <Typography.Text type="secondary">{row.changed_on_delta_humanized}</Typography.Text>,
    },
  ],
};

export default function DatasetListPage() {
  return <ResourceList config={datasetListConfig} />;
}
