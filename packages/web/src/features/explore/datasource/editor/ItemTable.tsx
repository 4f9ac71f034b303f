import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { editDatasetMessages as messages } from '../messages';

export interface ItemTableProps<T extends { key: string }> {
  rows: T[];
  columns: TableColumnsType<T>;
  emptyText: string;
  /** Given where items can be added: appends a new item and returns its key, so its row opens expanded. */
  onAdd?: () => string;
  addTestId?: string;
  /** The details shown under an expanded row. */
  renderDetails: (row: T, index: number) => ReactNode;
}

/** The dataset editor's table of columns or metrics: an Add button, then rows that expand into details. */
export function ItemTable<T extends { key: string }>({
  rows,
  columns,
  emptyText,
  onAdd,
  addTestId,
  renderDetails,
}: ItemTableProps<T>) {
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const add = (addItem: () => string) => {
    const key = addItem();
    setExpanded((keys) => [...keys, key]);
  };

  return (
    <>
      {onAdd && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => add(onAdd)}
          style={{ marginBottom: 8 }}
          data-testid={addTestId}
        >
          {messages.addItem}
        </Button>
      )}
      <Table<T>
        size="small"
        rowKey="key"
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText }}
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: renderDetails,
        }}
      />
    </>
  );
}

/** The table column with each row's Remove button. */
export function removeColumn<T>(testId: (index: number) => string, onRemove: (row: T) => void) {
  return {
    key: 'remove',
    title: '',
    render: (_: unknown, row: T, index: number) => (
      <Button
        type="text"
        icon={<DeleteOutlined />}
        aria-label={messages.remove}
        data-testid={testId(index)}
        onClick={() => onRemove(row)}
      />
    ),
  };
}
