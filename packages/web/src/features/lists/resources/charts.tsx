import type { ChartListItem } from '@sightline/core';
import { Space, Tag } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { chartRegistry } from '../../charts/chartRegistry';
import { ResourceListPage } from '../ResourceList';
import { lastModifiedColumn, linkedNameColumn, ownersColumn } from '../commonColumns';
import { createdByMeFilter, favoriteFilter, ownerFilter, searchFilter } from '../commonFilters';
import { fieldMessages, resourceMessages } from '../../../features/shared/resourceLists/listMessages';
import { ownerIdsOfRow, type ResourceListConfig } from '../resourceConfig';

/** A row of the list: the item's columns the page asks for (the item is core's ChartListItem). */
export type ChartRow = Pick<ChartListItem, 'id' | 'slice_name' | 'viz_type'> & Partial<ChartListItem>;

export const chartListConfig: ResourceListConfig<ChartRow> = {
  resource: 'chart',
  view: 'Chart',
  title: resourceMessages.chart.title,
  label: 'chart',
  emptyText: resourceMessages.chart.empty,
  favorite: 'chart',
  deleteErrorStyle: 'unnamed',
  nameOf: (row) => row.slice_name,
  ownerIdsOf: ownerIdsOfRow,
  filters: [
    searchFilter('slice_name', 'chart_all_text'),
    ownerFilter,
    {
      kind: 'select',
      id: 'viz_type',
      col: 'viz_type',
      opr: 'eq',
      label: fieldMessages.chartType,
      source: {
        type: 'static',
        // Read when the filter renders, so chart types registered later (dynamic plugins) are listed.
        get options() {
          return chartRegistry.metadata().map(({ vizType, name }) => ({ label: name, value: vizType }));
        },
      },
    },
    favoriteFilter('chart'),
    createdByMeFilter,
  ],
  columns: [
    linkedNameColumn('slice_name', fieldMessages.name, (row) => row.url),
    {
      key: 'viz_type',
      title: fieldMessages.vizType,
      sortColumn: 'viz_type',
      render: (row) => chartRegistry.nameOf(row.viz_type),
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
    ownersColumn,
    lastModifiedColumn,
  ],
};

export default function ChartListPage() {
  return <ResourceListPage config={chartListConfig} />;
}
