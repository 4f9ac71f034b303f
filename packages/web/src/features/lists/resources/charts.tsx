import type { UserRef } from '@sightline/core';
import { Space, Tag, Typography } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { ResourceList } from '../ResourceList';
import { listMessages } from '../messages';
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

/** Superset viz_type keys with their gallery names, for the type filter and the column. */
export const VIZ_TYPE_LABELS: Record<string, string> = {
  table: 'Table',
  pivot_table_v2: 'Pivot Table',
  big_number_total: 'Big Number',
  big_number: 'Big Number with Trendline',
  echarts_timeseries_line: 'Line Chart',
  echarts_timeseries_bar: 'Bar Chart',
  echarts_area: 'Area Chart',
  echarts_timeseries_scatter: 'Scatter Plot',
  pie: 'Pie Chart',
  histogram_v2: 'Histogram',
  box_plot: 'Box Plot',
  heatmap_v2: 'Heatmap',
  treemap_v2: 'Treemap',
  sunburst_v2: 'Sunburst Chart',
  funnel: 'Funnel Chart',
  gauge_chart: 'Gauge Chart',
  bubble_v2: 'Bubble Chart',
  world_map: 'World Map',
  word_cloud: 'Word Cloud',
  deck_scatter: 'deck.gl Scatterplot',
  filter_box: 'Filter box',
};

export const vizTypeLabel = (vizType: string) => VIZ_TYPE_LABELS[vizType] ?? vizType;

export const chartListConfig: ResourceListConfig<ChartRow> = {
  resource: 'chart',
  view: 'Chart',
  title: 'Charts',
  label: 'chart',
  emptyText: 'No charts yet',
  favorite: 'chart',
  deleteErrorStyle: 'unnamed',
  nameOf: (row) => row.slice_name,
  ownerIdsOf: (row) => (row.owners ?? []).map((owner) => owner.id),
  filters: [
    { kind: 'search', id: 'search', col: 'slice_name', opr: 'chart_all_text', placeholder: 'Type a value' },
    {
      kind: 'select',
      id: 'owner',
      col: 'owners',
      opr: 'rel_m_m',
      label: 'Owner',
      source: { type: 'related', column: 'owners' },
    },
    {
      kind: 'select',
      id: 'viz_type',
      col: 'viz_type',
      opr: 'eq',
      label: 'Chart type',
      source: {
        type: 'static',
        options: Object.entries(VIZ_TYPE_LABELS).map(([value, label]) => ({ label, value })),
      },
    },
    {
      kind: 'select',
      id: 'favorite',
      col: 'id',
      opr: 'chart_is_favorite',
      label: 'Favorite',
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
      title: 'Name',
      sortColumn: 'slice_name',
      render: (row) => <ItemLink url={row.url}>{row.slice_name}</ItemLink>,
    },
    {
      key: 'viz_type',
      title: 'Visualization type',
      sortColumn: 'viz_type',
      render: (row) => vizTypeLabel(row.viz_type),
    },
    {
      key: 'datasource_name_text',
      title: 'Dataset',
      sortColumn: 'datasource_name',
      render: (row) => <ItemLink url={row.datasource_url}>{row.datasource_name_text}</ItemLink>,
    },
    {
      key: 'dashboards',
      title: 'Dashboards',
      render: (row) => (
        <Space size={[0, 4]} wrap>
          {(row.dashboards ?? []).map((dashboard) => (
            <Tag key={dashboard.id}>
              <ItemLink url={`/superset/dashboard/${dashboard.id}/`}>{dashboard.dashboard_title}</ItemLink>
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
