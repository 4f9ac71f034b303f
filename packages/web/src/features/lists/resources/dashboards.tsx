import type { UserRef } from '@sightline/core';
import { Tag, Typography } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { ResourceList } from '../ResourceList';
import { fieldMessages, listMessages, resourceMessages } from '../messages';
import { OwnersAvatars } from '../OwnersAvatars';
import type { ResourceListConfig } from '../resourceConfig';

export interface DashboardRow {
  id: number;
  dashboard_title: string;
  slug?: string | null;
  url?: string;
  published?: boolean;
  owners?: UserRef[];
  changed_on_delta_humanized?: string;
}

export const dashboardListConfig: ResourceListConfig<DashboardRow> = {
  resource: 'dashboard',
  view: 'Dashboard',
  title: resourceMessages.dashboard.title,
  label: 'dashboard',
  emptyText: resourceMessages.dashboard.empty,
  favorite: 'dashboard',
  deleteErrorStyle: 'named',
  nameOf: (row) => row.dashboard_title,
  ownerIdsOf: (row) => (row.owners ?? []).map((owner) => owner.id),
  filters: [
    {
      kind: 'search',
      id: 'search',
      col: 'dashboard_title',
      opr: 'title_or_slug',
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
      id: 'published',
      col: 'published',
      opr: 'eq',
      label: fieldMessages.status,
      source: {
        type: 'static',
        options: [
          { label: fieldMessages.published, value: true },
          { label: fieldMessages.draft, value: false },
        ],
      },
    },
    {
      kind: 'select',
      id: 'favorite',
      col: 'id',
      opr: 'dashboard_is_favorite',
      label: fieldMessages.favorite,
      source: {
        type: 'static',
        options: [
          { label: listMessages.yes, value: true },
          { label: listMessages.no, value: false },
        ],
      },
    },
    { kind: 'createdByMe', id: 'mine', label: listMessages.createdByMe },
  ],
  columns: [
    {
      key: 'dashboard_title',
      title: fieldMessages.title,
      sortColumn: 'dashboard_title',
      render: (row) => <ItemLink url={row.url}>{row.dashboard_title}</ItemLink>,
    },
    {
      key: 'published',
      title: fieldMessages.status,
      sortColumn: 'published',
      render: (row) =>
        row.published ? <Tag color="green">{fieldMessages.published}</Tag> : <Tag>{fieldMessages.draft}</Tag>,
    },
    { key: 'owners', title: listMessages.owners, render: (row) => <OwnersAvatars owners={row.owners} /> },
    {
      key: 'changed_on_delta_humanized',
      title: listMessages.lastModified,
      sortColumn: 'changed_on_delta_humanized',
      render: (row) => <Typography.Text type="secondary">{row.changed_on_delta_humanized}</Typography.Text>,
    },
  ],
};

export default function DashboardListPage() {
  return <ResourceList config={dashboardListConfig} />;
}
