import { EyeOutlined, RightOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useGetTableMetadataQuery } from '../api/sqlLabApi';
import { sqlLabMessages } from '../messages';

const messages = sqlLabMessages.panel;

/** A table of the schema: expands to its columns and types; the eye previews its first rows. */
export function TableItem({
  dbId,
  schema,
  table,
  isView,
  onPreview,
}: {
  dbId: number;
  schema: string;
  table: string;
  isView: boolean;
  onPreview(selectStar: string): void;
}) {
  const [open, setOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const { data, isFetching, refetch } = useGetTableMetadataQuery(
    { dbId, schema, table },
    { skip: !open && !previewing },
  );
  const preview = async () => {
    setPreviewing(true);
    const metadata =
      data ??
      (await refetch()
        .unwrap()
        .catch(() => undefined));
    setPreviewing(false);
    if (metadata) onPreview(metadata.selectStar);
  };
  return (
    <li className="sl-sqllab-table" data-testid={`sqllab-table-${table}`}>
      <div className="sl-sqllab-table-row">
        <button
          type="button"
          className="sl-sqllab-table-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <RightOutlined rotate={open ? 90 : 0} className="sl-sqllab-caret" />
          <TableOutlined />
          <span className="sl-sqllab-table-name" title={table}>
            {table}
          </span>
          {isView ? <span className="sl-sqllab-table-kind">{messages.view}</span> : null}
        </button>
        <Tooltip title={messages.preview}>
          <Button
            type="text"
            size="small"
            aria-label={`${messages.preview} ${table}`}
            icon={<EyeOutlined />}
            loading={previewing}
            onClick={() => void preview()}
          />
        </Tooltip>
      </div>
      {open ? (
        <ul className="sl-sqllab-columns">
          {isFetching && !data ? (
            <li>
              <Spin size="small" /> {messages.loadingColumns}
            </li>
          ) : (
            (data?.columns ?? []).map((column) => (
              <li key={column.name} className="sl-sqllab-column">
                <span className="sl-sqllab-column-name">{column.name}</span>
                <span className="sl-sqllab-column-type">{column.type}</span>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </li>
  );
}
