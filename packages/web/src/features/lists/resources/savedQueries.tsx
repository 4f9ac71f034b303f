import { LinkOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { ItemLink } from '../../../ui/ItemLink';
import { ResourceList } from '../ResourceList';
import { fieldMessages, listMessages, resourceMessages } from '../messages';
import type { ResourceListConfig } from '../resourceConfig';
import { copyText, savedQueryLink } from './savedQueryLink';

export interface SavedQueryRow {
  id: number;
  label: string;
  description?: string;
  schema?: string | null;
  database?: { id: number; database_name: string };
  changed_on_delta_humanized?: string;
}

export const savedQueryListConfig: ResourceListConfig<SavedQueryRow> = {
  resource: 'saved_query',
  view: 'SavedQuery',
  title: resourceMessages.savedQuery.title,
  label: 'saved query',
  emptyText: resourceMessages.savedQuery.empty,
  deleteErrorStyle: 'named',
  nameOf: (row) => row.label,
  filters: [
    {
      kind: 'search',
      id: 'search',
      col: 'label',
      opr: 'all_text',
      placeholder: fieldMessages.searchPlaceholder,
    },
    {
      kind: 'select',
      id: 'database',
      col: 'database',
      opr: 'rel_o_m',
      label: fieldMessages.database,
      source: { type: 'related', column: 'database' },
    },
    { kind: 'createdByMe', id: 'mine', label: listMessages.createdByMe },
  ],
  columns: [
    {
      key: 'label',
      title: fieldMessages.name,
      sortColumn: 'label',
      render: (row) => <ItemLink url={`/sqllab/?savedQueryId=${row.id}`}>{row.label}</ItemLink>,
    },
    { key: 'database', title: fieldMessages.database, render: (row) => row.database?.database_name },
    { key: 'schema', title: fieldMessages.schema, sortColumn: 'schema', render: (row) => row.schema },
    {
      key: 'changed_on_delta_humanized',
      title: listMessages.lastModified,
      sortColumn: 'changed_on_delta_humanized',
      render: (row) => <Typography.Text type="secondary">{row.changed_on_delta_humanized}</Typography.Text>,
    },
  ],
  rowActions: (row, { addSuccessToast, addDangerToast }) => (
    <Tooltip title={listMessages.copyLink}>
      <Button
        type="text"
        size="small"
        aria-label={`${listMessages.copyLink} ${row.label}`}
        icon={<LinkOutlined />}
        onClick={async () => {
          const copied = await copyText(savedQueryLink(window.location.origin, row.id));
          if (copied) addSuccessToast(listMessages.linkCopied);
          else addDangerToast(listMessages.copyNotSupported);
        }}
      />
    </Tooltip>
  ),
};

export default function SavedQueryListPage() {
  return <ResourceList config={savedQueryListConfig} />;
}
