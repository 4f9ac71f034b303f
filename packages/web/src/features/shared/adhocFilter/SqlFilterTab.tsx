import type { AdhocFilter, ExploreDatasource } from '@sightline/core';
import { Select, Space, Typography } from 'antd';
import { SqlEditor } from '../../../ui/SqlEditor';
import { adhocFilterMessages } from './messages';

export interface SqlFilterTabProps {
  filter: AdhocFilter;
  datasource: ExploreDatasource | null;
  onClauseChange: (clause: 'WHERE' | 'HAVING') => void;
  onSqlChange: (sqlExpression: string) => void;
  /** Editor height in pixels (follows the popover's size). */
  height: number;
}

/** Custom SQL tab: WHERE or HAVING, and a SQL editor completing column and metric names. */
export function SqlFilterTab({ filter, datasource, onClauseChange, onSqlChange, height }: SqlFilterTabProps) {
  const completions = [
    ...(datasource?.columns ?? []).map((column) => column.column_name),
    ...(datasource?.metrics ?? []).map((metric) => metric.metric_name),
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Select
          data-testid="adhoc-filter-clause"
          aria-label={adhocFilterMessages.clauseLabel}
          style={{ width: 120 }}
          value={filter.clause ?? 'WHERE'}
          onChange={onClauseChange}
          options={[
            { value: 'WHERE', label: 'WHERE' },
            { value: 'HAVING', label: 'HAVING' },
          ]}
        />
        <Typography.Text type="secondary">{adhocFilterMessages.clauseHelp}</Typography.Text>
      </Space>
      <SqlEditor
        testId="adhoc-filter-sql-editor"
        value={filter.sqlExpression ?? ''}
        onChange={onSqlChange}
        completions={completions}
        placeholder={adhocFilterMessages.sqlPlaceholder}
        height={height}
        autoFocus
      />
    </Space>
  );
}
