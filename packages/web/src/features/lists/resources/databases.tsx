import type { DatabaseListItem } from '@sightline/core';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { ResourceListPage } from '../ResourceList';
import { lastModifiedColumn } from '../commonColumns';
import { booleanFilter, createdByMeFilter, searchFilter } from '../commonFilters';
import {
  fieldMessages,
  listMessages,
  resourceMessages,
} from '../../../features/shared/resourceLists/listMessages';
import type { ResourceListConfig } from '../resourceConfig';

/** A row of the list: the item's columns the page asks for (the item is core's DatabaseListItem). */
export type DatabaseRow = Pick<DatabaseListItem, 'id' | 'database_name'> & Partial<DatabaseListItem>;

function YesNo({ value }: { value: boolean | undefined }) {
  return value ? (
    <CheckOutlined aria-label={listMessages.yes} style={{ color: '#52c41a' }} />
  ) : (
    <CloseOutlined aria-label={listMessages.no} style={{ color: '#bfbfbf' }} />
  );
}

export const databaseListConfig: ResourceListConfig<DatabaseRow> = {
  resource: 'database',
  view: 'Database',
  title: resourceMessages.database.title,
  label: 'database',
  emptyText: resourceMessages.database.empty,
  deleteErrorStyle: 'named',
  nameOf: (row) => row.database_name,
  filters: [
    searchFilter('database_name', 'ct'),
    booleanFilter({
      id: 'expose_in_sqllab',
      col: 'expose_in_sqllab',
      opr: 'eq',
      label: fieldMessages.exposeInSqlLab,
    }),
    createdByMeFilter,
  ],
  columns: [
    {
      key: 'database_name',
      title: fieldMessages.name,
      sortColumn: 'database_name',
      render: (row) => row.database_name,
    },
    { key: 'backend', title: fieldMessages.backend, render: (row) => row.backend },
    {
      key: 'allow_dml',
      title: fieldMessages.allowDml,
      sortColumn: 'allow_dml',
      render: (row) => <YesNo value={row.allow_dml} />,
    },
    {
      key: 'expose_in_sqllab',
      title: fieldMessages.exposeInSqlLab,
      sortColumn: 'expose_in_sqllab',
      render: (row) => <YesNo value={row.expose_in_sqllab} />,
    },
    lastModifiedColumn,
  ],
};

export default function DatabaseListPage() {
  return <ResourceListPage config={databaseListConfig} />;
}
