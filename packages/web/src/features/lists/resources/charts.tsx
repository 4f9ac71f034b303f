import type { UserRef } from '@sightline/core';
import { Space, Tag, Typography } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { ResourceList } from '../ResourceList';
import { VIZ_TYPE_NAMES, vizTypeName } from '@sightline/charts';
import { fieldMessages, listMessages, resourceMessages } from '../messages';
import { OwnersAvatars } from '../OwnersAvatars';
import type { ResourceListConfig } from '../resourceConfig';

export interface ChartRow {
  id: number;
  slice_name: string;
  url?: string;
  viz_type: string;
  datasource_name_text?: string | null;
  datasource_url?: string | null;
  dashboards?: { id: number; dashboard_title: string }[];
  owners?: UserRef[];
  changed_on_delta_humanized?: string;
}

export const chartListConfig: ResourceListConfig<ChartRow> = {
  resource: 'chart',
  view: 'Chart',
  title: resourceMessages.chart.title,
  label: 'chart',
  emptyText: resourceMessages.chart.empty,
  favorite: 'chart',
  deleteErrorStyle: 'unnamed',
  nameOf: (row) => row.slice_name,
  ownerIdsOf: (row) => (row.owners ?? []).map((owner) => owner.id),
  filters: [
    {
      kind: 'search',
      id: 'search',
      col: 'slice_name',
      opr: 'chart_all_text',
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
      id: 'viz_type',
      col: 'viz_type',
      opr: 'eq',
      label: fieldMessages.chartType,
      source: {
        type: 'static',
        options: Object.entries(VIZ_TYPE_NAMES).map(([value, label]) => ({ label, value })),
      },
    },
    {
      kind: 'select',
      id: 'favorite',
      col: 'id',
      opr: 'chart_is_favorite',
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
      key: 'slice_name',
      title: fieldMessages.name,
      sortColumn: 'slice_name',
      render: (row) => <ItemLink url={row.url}>{row.slice_name}</ItemLink>,
    },
    {
      key: 'viz_type',
      title: fieldMessages.vizType,
      sortColumn: 'viz_type',
      render: (row) => vizTypeName(row.viz_type),
    },
    {
      key: 'datasource_name_text',
      title: fieldMessages.dataset,
      sortColumn: 'datasource_name',
      render: (row) => <ItemLink url={row.datasource_url}>{row.datasource_name_text}</ItemLink>,
    },
    {
      key: 'dashboards',
      title: fieldMessages.dashboards,
      render: (row) => (
        <Space size={[0, 4]} wrap>
          {(row.dashboards ?? []).map((dashboard) => (
            <Tag key={dashboard.id}>
              <ItemLink url={`/dashboard/${dashboard.id}/`}>{dashboard.dashboard_title}</ItemLink>
            </Tag>
          ))}
        </Space>
      ),
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

export default function ChartListPage() {
  return <ResourceList config={chartListConfig} />;
}
