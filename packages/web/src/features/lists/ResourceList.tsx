import { DeleteOutlined } from '@ant-design/icons';
import { canWriteOwned } from '@sightline/core';
import { Button, Empty, Flex, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useMemo, useState, type Key } from 'react';
import { errorText } from '../../platform/api';
import { useCurrentUser } from '../../platform/hooks';
import { infoAllows } from '../../platform/permissions';
import { RequirePermission } from '../../platform/RequirePermission';
import { formatMessage } from '../../ui/formatMessage';
import { useErrorToast } from '../../platform/useErrorToast';
import { useToasts } from '../../ui/useToasts';
import { DeleteConfirmModal } from '../../features/shared/resourceLists/DeleteConfirmModal';
import { FavoriteStar } from '../../features/shared/resourceLists/FavoriteStar';
import { ListFilters } from './ListFilters';
import {
  useGetFavoriteStatusQuery,
  useGetResourceInfoQuery,
  useGetResourceListQuery,
  useSetFavoriteMutation,
} from '../../features/shared/resourceLists/listApi';
import {
  buildListQuery,
  initialListState,
  withFilterValue,
  withSort,
  type ListState,
} from '../../platform/listQuery';
import { fieldMessages, listMessages } from '../../features/shared/resourceLists/listMessages';
import type { ListRow, ResourceListConfig } from './resourceConfig';
import { useDeleteFlow } from './useDeleteFlow';

/** A resource's list page: its list, for users who may read the resource (a 403 page otherwise). */
export function ResourceListPage<Row extends ListRow>({ config }: { config: ResourceListConfig<Row> }) {
  return (
    <RequirePermission permission="can_read" view={config.view}>
      <ResourceList config={config} />
    </RequirePermission>
  );
}

/**
 * One list page (charts, dashboards, datasets, databases, saved queries): server-side paging, sorting and
 * filtering, favorite stars, bulk select and delete with confirmation. What differs per resource comes
 * from its ResourceListConfig.
 */
export function ResourceList<Row extends ListRow>({ config }: { config: ResourceListConfig<Row> }) {
  const user = useCurrentUser();
  const toasts = useToasts();
  const [state, setState] = useState<ListState>(initialListState);
  const [bulkMode, setBulkMode] = useState(false);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const query = useMemo(
    () => buildListQuery(config.filters, state, user?.id ?? null),
    [config.filters, state, user],
  );
  const info = useGetResourceInfoQuery(config.resource);
  const list = useGetResourceListQuery({ resource: config.resource, query });
  const rows = useMemo(() => (list.data?.result ?? []) as unknown as Row[], [list.data]);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);

  const favoriteResource = config.favorite;
  const favoriteStatus = useGetFavoriteStatusQuery(
    { resource: favoriteResource ?? 'chart', ids },
    { skip: !favoriteResource || ids.length === 0 || !user },
  );
  const favorites = useMemo(
    () => new Map((favoriteStatus.data?.result ?? []).map((item) => [item.id, item.value])),
    [favoriteStatus.data],
  );
  const [setFavorite] = useSetFavoriteMutation();

  useErrorToast(list.error, (message) => formatMessage(listMessages.fetchError, config.label, message));
  useErrorToast(info.error, (message) => formatMessage(listMessages.infoError, config.label, message));
  useErrorToast(favoriteStatus.error, (message) => formatMessage(listMessages.favoriteStatusError, message));

  const deletion = useDeleteFlow(config, () => setSelectedKeys([]));
  const canWrite = infoAllows(info.data?.permissions, 'can_write');
  const canDeleteRow = (row: Row) =>
    canWrite && (config.ownerIdsOf ? canWriteOwned(user, config.view, config.ownerIdsOf(row)) : true);

  async function toggleFavorite(row: Row) {
    if (!favoriteResource) return;
    try {
      await setFavorite({
        resource: favoriteResource,
        id: row.id,
        favorite: !favorites.get(row.id),
      }).unwrap();
    } catch (error) {
      toasts.addDangerToast(formatMessage(listMessages.favoriteSaveError, errorText(error)));
    }
  }

  const columns: ColumnsType<Row> = [];
  if (favoriteResource && user) {
    columns.push({
      key: 'favorite',
      width: 48,
      title: <span className="sr-only">{fieldMessages.favoriteColumn}</span>,
      render: (_value, row) => (
        <FavoriteStar
          name={config.nameOf(row)}
          isFavorite={favorites.get(row.id) === true}
          disabled={!favoriteStatus.data}
          onToggle={() => void toggleFavorite(row)}
        />
      ),
    });
  }
  // Only offer sorting the server says it supports (its order_columns), so a click never yields a 400.
  const sortable = (column: string | undefined) =>
    !!column && (!list.data?.order_columns || list.data.order_columns.includes(column));
  for (const column of config.columns) {
    columns.push({
      key: column.key,
      dataIndex: column.sortColumn ?? column.key,
      title: column.title,
      width: column.width,
      sorter: sortable(column.sortColumn) ? true : undefined,
      sortOrder:
        column.sortColumn && state.sortColumn === column.sortColumn
          ? state.sortDirection === 'asc'
            ? 'ascend'
            : 'descend'
          : null,
      render: (_value, row) => column.render(row),
    });
  }
  columns.push({
    key: 'actions',
    title: listMessages.actions,
    width: 110,
    render: (_value, row) => (
      <Space size={4}>
        {config.rowActions?.(row, toasts)}
        {canDeleteRow(row) && (
          <Tooltip title={listMessages.delete}>
            <Button
              type="text"
              size="small"
              aria-label={`${listMessages.delete} ${config.nameOf(row)}`}
              icon={<DeleteOutlined />}
              onClick={() => deletion.ask([row])}
            />
          </Tooltip>
        )}
      </Space>
    ),
  });

  const filtersActive = query.filters.length > 0;
  const selectedRows = rows.filter((row) => selectedKeys.includes(row.id));

  return (
    <section aria-labelledby={`${config.resource}-list-title`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Space align="baseline">
          <Typography.Title level={2} id={`${config.resource}-list-title`} style={{ margin: 0 }}>
            {config.title}
          </Typography.Title>
          {list.data && (
            <Typography.Text type="secondary">
              {formatMessage(listMessages.totalCount, list.data.count)}
            </Typography.Text>
          )}
        </Space>
        {canWrite && (
          <Space>
            {bulkMode && (
              <>
                <Typography.Text>
                  {formatMessage(listMessages.selectedCount, selectedRows.length)}
                </Typography.Text>
                <Button
                  danger
                  disabled={selectedRows.length === 0}
                  onClick={() => deletion.ask(selectedRows)}
                >
                  {listMessages.deleteSelected}
                </Button>
              </>
            )}
            <Button
              onClick={() => {
                setBulkMode(!bulkMode);
                setSelectedKeys([]);
              }}
            >
              {bulkMode ? listMessages.exitBulkSelect : listMessages.bulkSelect}
            </Button>
          </Space>
        )}
      </Flex>
      <ListFilters
        resource={config.resource}
        specs={config.filters}
        values={state.filterValues}
        canFilterMine={!!user}
        onChange={(id, value) => setState((current) => withFilterValue(current, id, value))}
        onClear={() => setState((current) => ({ ...current, page: 0, filterValues: {} }))}
      />
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        rowSelection={
          bulkMode
            ? {
                selectedRowKeys: selectedKeys,
                onChange: (keys) => setSelectedKeys(keys),
                preserveSelectedRowKeys: false,
                // Rows the user may not delete (not an owner) cannot be picked for a bulk delete.
                getCheckboxProps: (row) => ({
                  disabled: !canDeleteRow(row),
                  'aria-label': formatMessage(fieldMessages.selectRow, config.nameOf(row)),
                }),
              }
            : undefined
        }
        locale={{
          emptyText: list.isLoading ? (
            ' '
          ) : (
            <Empty
              description={
                list.isError
                  ? listMessages.loadFailed
                  : filtersActive
                    ? listMessages.noResults
                    : config.emptyText
              }
            />
          ),
        }}
        pagination={{
          current: state.page + 1,
          pageSize: state.pageSize,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: false,
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'sort') {
            const sort = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
            const column = config.columns.find((c) => c.key === sort?.columnKey);
            const direction =
              sort?.order === 'ascend' ? 'asc' : sort?.order === 'descend' ? 'desc' : undefined;
            setState((current) => withSort(current, column?.sortColumn, direction));
          } else if (extra.action === 'paginate') {
            setState((current) => ({ ...current, page: (pagination.current ?? 1) - 1 }));
          }
        }}
      />
      <DeleteConfirmModal
        open={deletion.pending !== null}
        description={deletion.description}
        confirming={deletion.busy}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      />
    </section>
  );
}
