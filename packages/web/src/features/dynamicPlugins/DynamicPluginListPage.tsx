import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { isAdmin, type DynamicPlugin, type DynamicPluginCreateBody } from '@sightline/core';
import { Button, Empty, Flex, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { errorText } from '../../platform/api';
import { BackHomeResult } from '../../platform/BackHomeResult';
import { useAppSelector, useCurrentUser } from '../../platform/hooks';
import { appMessages } from '../../platform/messages';
import { formatMessage } from '../../ui/formatMessage';
import { useErrorToast } from '../../platform/useErrorToast';
import { useToasts } from '../../ui/useToasts';
import { DeleteConfirmModal } from '../../features/shared/resourceLists/DeleteConfirmModal';
import { DynamicPluginFormModal } from './DynamicPluginFormModal';
import {
  useCreateDynamicPluginMutation,
  useDeleteDynamicPluginMutation,
  useGetDynamicPluginsQuery,
  useUpdateDynamicPluginMutation,
} from './dynamicPluginApi';
import { dynamicPluginMessages as messages } from './messages';
import { PluginStatus } from './PluginStatus';
import {
  dynamicPluginStore,
  useDynamicPluginsState,
  type DynamicPluginStore,
} from '../charts/dynamicPluginStore';

/** Loads a saved plugin in this browser right away; the real loader, or a stand-in in tests. */
export type MountPlugin = (plugin: DynamicPlugin) => Promise<void>;

const mountWithAppLoader: MountPlugin = (plugin) =>
  import('./startDynamicPlugins').then((module) => module.mountDynamicPlugin(plugin));

interface Props {
  mountPlugin?: MountPlugin;
  store?: DynamicPluginStore;
}

/** `/dynamic-plugins/list/`: only with the DYNAMIC_PLUGINS feature on (404 otherwise), only for admins. */
export default function DynamicPluginListPage(props: Props) {
  const user = useCurrentUser();
  const enabled = useAppSelector(
    (state) => state.session.bootstrap.common.feature_flags.DYNAMIC_PLUGINS === true,
  );
  if (!enabled)
    return (
      <BackHomeResult status="404" title={appMessages.notFoundTitle} subTitle={appMessages.notFoundText} />
    );
  if (!isAdmin(user))
    return (
      <BackHomeResult status="403" title={appMessages.forbiddenTitle} subTitle={appMessages.forbiddenText} />
    );
  return <DynamicPluginList {...props} />;
}

/** The admin's plugin table: what is registered, whether it loaded here, and add / edit / delete. */
export function DynamicPluginList({ mountPlugin = mountWithAppLoader, store = dynamicPluginStore }: Props) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const list = useGetDynamicPluginsQuery();
  const loadStates = useDynamicPluginsState(store).plugins;
  const [createPlugin] = useCreateDynamicPluginMutation();
  const [updatePlugin] = useUpdateDynamicPluginMutation();
  const [deletePlugin, deletion] = useDeleteDynamicPluginMutation();
  // undefined: no form open; null: the add form; a plugin: its edit form.
  const [editing, setEditing] = useState<DynamicPlugin | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DynamicPlugin | null>(null);

  useErrorToast(list.error, (message) => formatMessage(messages.fetchError, message));

  async function save(values: DynamicPluginCreateBody) {
    const saved = editing
      ? await updatePlugin({ id: editing.id, changes: values }).unwrap().catch(rethrowReadable)
      : await createPlugin(values).unwrap().catch(rethrowReadable);
    addSuccessToast(formatMessage(editing ? messages.saved : messages.added, saved.name));
    if (editing && editing.key !== saved.key) store.dispatch({ type: 'forget', key: editing.key });
    setEditing(undefined);
    // Its status shows on this page at once; other users get it on their next page load.
    void mountPlugin(saved);
  }

  async function confirmDelete() {
    const plugin = deleting;
    setDeleting(null);
    if (!plugin) return;
    try {
      await deletePlugin(plugin.id).unwrap();
      store.dispatch({ type: 'forget', key: plugin.key });
      addSuccessToast(formatMessage(messages.deleted, plugin.name));
    } catch (error) {
      addDangerToast(formatMessage(messages.deleteError, errorText(error)));
    }
  }

  const columns: ColumnsType<DynamicPlugin> = [
    { key: 'name', title: messages.name, dataIndex: 'name' },
    {
      key: 'key',
      title: messages.key,
      render: (_value, row) => <Typography.Text code>{row.key}</Typography.Text>,
    },
    {
      key: 'bundle_url',
      title: messages.bundleUrl,
      render: (_value, row) => (
        <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
          {row.bundle_url}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: messages.status,
      width: 280,
      render: (_value, row) => <PluginStatus state={loadStates[row.key]} />,
    },
    {
      key: 'actions',
      title: messages.actions,
      width: 100,
      render: (_value, row) => (
        <Space size={4}>
          <Tooltip title={messages.edit}>
            <Button
              type="text"
              size="small"
              aria-label={`${messages.edit} ${row.name}`}
              icon={<EditOutlined />}
              onClick={() => setEditing(row)}
            />
          </Tooltip>
          <Tooltip title={messages.delete}>
            <Button
              type="text"
              size="small"
              aria-label={`${messages.delete} ${row.name}`}
              icon={<DeleteOutlined />}
              onClick={() => setDeleting(row)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="dynamic-plugin-list-title">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Space align="baseline">
          <Typography.Title level={2} id="dynamic-plugin-list-title" style={{ margin: 0 }}>
            {messages.title}
          </Typography.Title>
          {list.data && (
            <Typography.Text type="secondary">
              {formatMessage(messages.totalCount, list.data.length)}
            </Typography.Text>
          )}
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {messages.add}
        </Button>
      </Flex>
      <Table<DynamicPlugin>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: list.isLoading ? ' ' : <Empty description={messages.empty} /> }}
      />
      {editing !== undefined && (
        <DynamicPluginFormModal plugin={editing} onSubmit={save} onCancel={() => setEditing(undefined)} />
      )}
      <DeleteConfirmModal
        open={deleting !== null}
        description={deleting ? formatMessage(messages.deleteDescription, deleting.name) : ''}
        confirming={deletion.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}

/** RTK Query rejects with `{status, message}`; the form shows the message in the spec's wording. */
function rethrowReadable(error: unknown): never {
  throw new Error(formatMessage(messages.saveError, errorText(error)));
}
