import type { SavedQueryListItem } from '@sightline/core';
import { LinkOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { ResourceListPage } from '../ResourceList';
import { databaseColumn, lastModifiedColumn, linkedNameColumn, schemaColumn } from '../commonColumns';
import { createdByMeFilter, databaseFilter, searchFilter } from '../commonFilters';
import {
  fieldMessages,
  listMessages,
  resourceMessages,
} from '../../../features/shared/resourceLists/listMessages';
import type { ResourceListConfig } from '../resourceConfig';
import { copyText, savedQueryLink } from './savedQueryLink';

/** A row of the list: the item's columns the page asks for (the item is core's SavedQueryListItem). */
export type SavedQueryRow = Pick<SavedQueryListItem, 'id' | 'label'> & Partial<SavedQueryListItem>;

export const savedQueryListConfig: ResourceListConfig<SavedQueryRow> = {
  resource: 'saved_query',
  view: 'SavedQuery',
  title: resourceMessages.savedQuery.title,
  label: 'saved query',
  emptyText: resourceMessages.savedQuery.empty,
  deleteErrorStyle: 'named',
  nameOf: (row) => row.label,
  filters: [searchFilter('label', 'all_text'), databaseFilter, createdByMeFilter],
  columns: [
    linkedNameColumn('label', fieldMessages.name, (row) => `/sqllab/?savedQueryId=${row.id}`),
    databaseColumn,
    schemaColumn,
    lastModifiedColumn,
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
  return <ResourceListPage config={savedQueryListConfig} />;
}
