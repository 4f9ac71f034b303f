import type { UserRef } from '@sightline/core';
import { Typography } from 'antd';
import { ItemLink } from '../../ui/ItemLink';
import { OwnersAvatars } from '../../features/shared/resourceLists/OwnersAvatars';
import { fieldMessages, listMessages } from '../../features/shared/resourceLists/listMessages';
import type { ListColumn } from './resourceConfig';

/**
 * Columns that several list pages show in the same form. Each is typed by the fields it reads, so it fits
 * any row that has them (a column reading `owners` serves charts, dashboards and datasets alike).
 */

/** The item's name, linking to its page when the row has a URL; sorts on the same column. */
export function linkedNameColumn<Key extends string, Row extends Record<Key, string>>(
  key: Key,
  title: string,
  urlOf: (row: Row) => string | null | undefined,
): ListColumn<Row> {
  return {
    key,
    title,
    sortColumn: key,
    render: (row) => <ItemLink url={urlOf(row)}>{row[key]}</ItemLink>,
  };
}

/** The owners as avatars. */
export const ownersColumn: ListColumn<{ owners?: UserRef[] }> = {
  key: 'owners',
  title: listMessages.owners,
  render: (row) => <OwnersAvatars owners={row.owners} />,
};

/** "2 days ago", the list's default sort. */
export const lastModifiedColumn: ListColumn<{ changed_on_delta_humanized?: string }> = {
  key: 'changed_on_delta_humanized',
  title: listMessages.lastModified,
  sortColumn: 'changed_on_delta_humanized',
  render: (row) => <Typography.Text type="secondary">{row.changed_on_delta_humanized}</Typography.Text>,
};

/** The database's name, for items that belong to one database (datasets, saved queries). */
export const databaseColumn: ListColumn<{ database?: { database_name: string } }> = {
  key: 'database',
  title: fieldMessages.database,
  render: (row) => row.database?.database_name,
};

export const schemaColumn: ListColumn<{ schema?: string | null }> = {
  key: 'schema',
  title: fieldMessages.schema,
  sortColumn: 'schema',
  render: (row) => row.schema,
};
