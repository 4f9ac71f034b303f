import type { ExploreDatasource } from '@sightline/core';
import {
  Alert,
  Button,
  Input,
  Modal,
  Table,
  Tag,
  Typography,
  type InputRef,
  type TableColumnsType,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../../platform/api';
import { useAppDispatch } from '../../../platform/hooks';
import { formatMessage } from '../../../ui/formatMessage';
import { useErrorToast } from '../../../platform/useErrorToast';
import { useToasts } from '../../../ui/useToasts';
import { OwnersAvatars } from '../../../features/shared/resourceLists/OwnersAvatars';
import { datasetPickerQuery } from '../../../features/shared/dataset/datasetPickerQuery';
import {
  datasourceApi,
  useGetDatasetPickerListQuery,
  type DatasetPickerRow,
} from '../../../features/shared/dataset/datasourceApi';
import { changeDatasetMessages as messages } from './messages';

/** The search box takes focus 200 ms after the modal opens. */
export const SEARCH_FOCUS_DELAY_MS = 200;
/** Typing settles this long before the list is fetched again. */
const SEARCH_DEBOUNCE_MS = 300;
export const CHANGE_DATASET_HEIGHT = 540;
export const CHANGE_DATASET_CONFIRM_WIDTH = 432;
const CHANGE_DATASET_LIST_WIDTH = 900;

export interface ChangeDatasetModalProps {
  open: boolean;
  onClose: () => void;
  currentDatasourceId: number | null | undefined;
  onChange: (datasource: ExploreDatasource) => void;
}

const isVirtual = (row: DatasetPickerRow) => (row.kind ? row.kind === 'virtual' : !!row.sql);

/**
 * Change dataset: pick a dataset in a paged, searchable table, confirm, then the
 * modal closes with a success toast at once and the dataset's metadata is fetched and handed to onChange.
 */
export function ChangeDatasetModal({
  open,
  onClose,
  currentDatasourceId,
  onChange,
}: ChangeDatasetModalProps) {
  const dispatch = useAppDispatch();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<DatasetPickerRow | null>(null);
  const searchRef = useRef<InputRef>(null);

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setAppliedSearch('');
    setPage(0);
    setChosen(null);
    const timer = setTimeout(() => searchRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const timer = setTimeout(() => {
      setAppliedSearch(search);
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useGetDatasetPickerListQuery(datasetPickerQuery(page, appliedSearch), { skip: !open });
  useErrorToast(list.error, (message) => formatMessage(messages.listError, message));

  const proceed = async (row: DatasetPickerRow) => {
    // The toast and the close come straight after the click, before the fetch finishes.
    addSuccessToast(messages.changed);
    onClose();
    const request = dispatch(
      datasourceApi.endpoints.getExploreDatasource.initiate(
        { type: 'table', id: row.id },
        { forceRefetch: true, subscribe: false },
      ),
    );
    try {
      onChange(await request.unwrap());
    } catch (error) {
      addDangerToast(errorText(error));
    }
  };

  const columns: TableColumnsType<DatasetPickerRow> = [
    {
      key: 'name',
      title: messages.name,
      render: (_, row) => (
        <>
          <Typography.Link>{row.table_name}</Typography.Link>
          {row.id === currentDatasourceId && <Tag style={{ marginLeft: 8 }}>{messages.current}</Tag>}
        </>
      ),
    },
    {
      key: 'type',
      title: messages.type,
      render: (_, row) => (isVirtual(row) ? messages.virtual : messages.physical),
    },
    { key: 'schema', title: messages.schema, render: (_, row) => row.schema ?? '' },
    { key: 'connection', title: messages.connection, render: (_, row) => row.database?.database_name ?? '' },
    { key: 'owners', title: messages.owners, render: (_, row) => <OwnersAvatars owners={row.owners} /> },
  ];

  return (
    <Modal
      open={open}
      title={messages.title}
      onCancel={onClose}
      destroyOnHidden
      width={chosen ? CHANGE_DATASET_CONFIRM_WIDTH : CHANGE_DATASET_LIST_WIDTH}
      styles={
        chosen
          ? undefined
          : {
              container: { height: CHANGE_DATASET_HEIGHT, display: 'flex', flexDirection: 'column' },
              body: { flex: 1, minHeight: 0, overflow: 'auto' },
            }
      }
      modalRender={(node) => <div data-testid="change-dataset-modal">{node}</div>}
      footer={
        chosen ? (
          <>
            <Button data-testid="change-dataset-cancel" onClick={() => setChosen(null)}>
              {messages.cancel}
            </Button>
            <Button type="primary" data-testid="change-dataset-proceed" onClick={() => void proceed(chosen)}>
              {messages.proceed}
            </Button>
          </>
        ) : null
      }
    >
      {chosen ? (
        <Typography.Paragraph data-testid="change-dataset-confirm">{messages.confirm}</Typography.Paragraph>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Alert type="warning" showIcon title={messages.warning} />
          <Input
            ref={searchRef}
            allowClear
            placeholder={messages.searchPlaceholder}
            aria-label={messages.searchPlaceholder}
            data-testid="change-dataset-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Table<DatasetPickerRow>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={list.data?.result ?? []}
            loading={list.isFetching}
            onRow={(row) => ({
              onClick: () => setChosen(row),
              style: { cursor: 'pointer' },
              'data-testid': `change-dataset-row-${row.id}`,
            })}
            pagination={{
              current: page + 1,
              pageSize: datasetPickerQuery(page, appliedSearch).page_size,
              total: list.data?.count ?? 0,
              showSizeChanger: false,
              onChange: (next) => setPage(next - 1),
            }}
          />
        </div>
      )}
    </Modal>
  );
}
