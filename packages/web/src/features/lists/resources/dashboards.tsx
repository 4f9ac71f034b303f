import type { DashboardListItem } from '@sightline/core';
import { Tag } from 'antd';
import { ResourceListPage } from '../ResourceList';
import { lastModifiedColumn, linkedNameColumn, ownersColumn } from '../commonColumns';
import {
  booleanFilter,
  createdByMeFilter,
  favoriteFilter,
  ownerFilter,
  searchFilter,
} from '../commonFilters';
import { fieldMessages, resourceMessages } from '../../../features/shared/resourceLists/listMessages';
import { ownerIdsOfRow, type ResourceListConfig } from '../resourceConfig';

/** A row of the list: the item's columns the page asks for (the item is core's DashboardListItem). */
export type DashboardRow = Pick<DashboardListItem, 'id' | 'dashboard_title'> & Partial<DashboardListItem>;

export const dashboardListConfig: ResourceListConfig<DashboardRow> = {
  resource: 'dashboard',
  view: 'Dashboard',
  title: resourceMessages.dashboard.title,
  label: 'dashboard',
  emptyText: resourceMessages.dashboard.empty,
  favorite: 'dashboard',
  deleteErrorStyle: 'named',
  nameOf: (row) => row.dashboard_title,
  ownerIdsOf: ownerIdsOfRow,
  filters: [
    searchFilter('dashboard_title', 'title_or_slug'),
    ownerFilter,
    booleanFilter({
      id: 'published',
      col: 'published',
      opr: 'eq',
      label: fieldMessages.status,
      trueLabel: fieldMessages.published,
      falseLabel: fieldMessages.draft,
    }),
    favoriteFilter('dashboard'),
    createdByMeFilter,
  ],
  columns: [
    linkedNameColumn('dashboard_title', fieldMessages.title, (row) => row.url),
    {
      key: 'published',
      title: fieldMessages.status,
      sortColumn: 'published',
      render: (row) =>
        row.published ? <Tag color="green">{fieldMessages.published}</Tag> : <Tag>{fieldMessages.draft}</Tag>,
    },
    ownersColumn,
    lastModifiedColumn,
  ],
};

export default function DashboardListPage() {
  return <ResourceListPage config={dashboardListConfig} />;
}
