import { Checkbox, Form, Input, type TableColumnsType } from 'antd';
import { editDatasetMessages as messages } from '../messages';
import { newCalculatedColumn, removeByKey, updateByKey, type DraftColumn } from './datasetDraft';
import { ItemDetailsFields } from './ItemDetailsFields';
import { ItemTable, removeColumn } from './ItemTable';

export interface ColumnsTabProps {
  /** Every column of the draft; the tab shows the physical or the calculated ones. */
  columns: DraftColumn[];
  calculated: boolean;
  onChange: (columns: DraftColumn[]) => void;
}

/**
 * The Columns and Calculated columns tabs: label, type, temporal, filterable and groupable
 * flags per column; certification, warning and description when a row is expanded. Calculated columns
 * can be added and removed, and have an editable name, type and SQL expression.
 */
export function ColumnsTab({ columns, calculated, onChange }: ColumnsTabProps) {
  const shown = columns.filter((column) => column.calculated === calculated);
  const prefix = calculated ? 'edit-dataset-calculated-column' : 'edit-dataset-column';
  const update = (key: string, change: Partial<DraftColumn>) => onChange(updateByKey(columns, key, change));

  const tableColumns: TableColumnsType<DraftColumn> = [
    {
      key: 'name',
      title: messages.column,
      render: (_, column, index) =>
        calculated ? (
          <Input
            value={column.column_name}
            aria-label={messages.column}
            data-testid={`${prefix}-name-${index}`}
            onChange={(event) => update(column.key, { column_name: event.target.value })}
          />
        ) : (
          column.column_name
        ),
    },
    {
      key: 'verbose_name',
      title: messages.label,
      render: (_, column, index) => (
        <Input
          value={column.verbose_name ?? ''}
          aria-label={`${messages.label} ${column.column_name}`}
          data-testid={`${prefix}-verbose-${index}`}
          onChange={(event) => update(column.key, { verbose_name: event.target.value })}
        />
      ),
    },
    ...(calculated
      ? [
          {
            key: 'expression',
            title: messages.sqlExpression,
            render: (_: unknown, column: DraftColumn, index: number) => (
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                style={{ fontFamily: 'monospace' }}
                value={column.expression ?? ''}
                aria-label={`${messages.sqlExpression} ${column.column_name}`}
                data-testid={`${prefix}-expression-${index}`}
                onChange={(event) => update(column.key, { expression: event.target.value })}
              />
            ),
          },
        ]
      : []),
    {
      key: 'type',
      title: messages.dataType,
      render: (_, column, index) =>
        calculated ? (
          <Input
            value={column.type ?? ''}
            aria-label={`${messages.dataType} ${column.column_name}`}
            data-testid={`${prefix}-type-${index}`}
            onChange={(event) => update(column.key, { type: event.target.value })}
          />
        ) : (
          (column.type ?? '')
        ),
    },
    checkboxColumn('is_dttm', messages.isTemporal),
    checkboxColumn('filterable', messages.isFilterable),
    checkboxColumn('groupby', messages.isGroupable),
    ...(calculated
      ? [
          removeColumn<DraftColumn>(
            (index) => `${prefix}-remove-${index}`,
            (column) => onChange(removeByKey(columns, column.key)),
          ),
        ]
      : []),
  ];

  function checkboxColumn(field: 'is_dttm' | 'filterable' | 'groupby', title: string) {
    return {
      key: field,
      title,
      render: (_: unknown, column: DraftColumn, index: number) => (
        <Checkbox
          checked={!!column[field]}
          aria-label={`${title} ${column.column_name}`}
          data-testid={`${prefix}-${field}-${index}`}
          onChange={(event) => update(column.key, { [field]: event.target.checked })}
        />
      ),
    };
  }

  const add = () => {
    const column = newCalculatedColumn();
    onChange([...columns, column]);
    return column.key;
  };

  return (
    <ItemTable<DraftColumn>
      rows={shown}
      columns={tableColumns}
      emptyText={calculated ? messages.noCalculatedColumns : messages.noColumns}
      onAdd={calculated ? add : undefined}
      addTestId={`${prefix}-add`}
      renderDetails={(column, index) => (
        <Form layout="vertical" size="small">
          <Form.Item label={messages.datetimeFormat}>
            <Input
              value={column.python_date_format ?? ''}
              data-testid={`${prefix}-datetime-format-${index}`}
              onChange={(event) => update(column.key, { python_date_format: event.target.value })}
            />
          </Form.Item>
          <ItemDetailsFields
            item={column}
            testIdPrefix={`${prefix}-${index}`}
            onChange={(change) => update(column.key, change)}
          />
        </Form>
      )}
    />
  );
}
