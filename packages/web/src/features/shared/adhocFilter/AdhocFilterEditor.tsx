import {
  availableFilterOperators,
  filterOperatorIdOf,
  isAdhocFilterValid,
  latestPartitionFilter,
  normalizeAdhocFilterComparator,
  simpleAdhocFilterToSql,
  withFilterOperator,
  type AdhocFilter,
  type ExploreDatasource,
  type FilterOperatorId,
} from '@sightline/core';
import { Alert, Button, Space, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useGetPartitionColumnQuery } from './adhocFilterApi';
import { adhocFilterMessages } from './messages';
import { SimpleFilterTab } from './SimpleFilterTab';
import { SqlFilterTab } from './SqlFilterTab';
import { useAdvancedDataType } from './useAdvancedDataType';

export interface AdhocFilterEditorProps {
  filter: AdhocFilter;
  datasource: ExploreDatasource | null;
  onSave: (filter: AdhocFilter) => void;
  onClose: () => void;
  /** Height of the tab content in pixels (the popover is resizable). */
  contentHeight: number;
}

const FIELDS = ['expressionType', 'clause', 'subject', 'operator', 'operatorId', 'sqlExpression'] as const;

/** Whether the edit changed anything that is saved. */
export function sameFilter(a: AdhocFilter, b: AdhocFilter): boolean {
  return (
    FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null)) &&
    JSON.stringify(a.comparator ?? null) === JSON.stringify(b.comparator ?? null)
  );
}

/** The native Druid connector (a datasource type Sightline itself does not create). */
export const isDruidDatasource = (datasource: ExploreDatasource | null) =>
  (datasource?.type as string | undefined) === 'druid';

/**
 * The ad-hoc filter editor: Simple and Custom SQL tabs over a draft, Close discards it, Save
 * is enabled only when the draft is valid and the Simple tab is valid (advanced data type),
 * and is primary when the draft changed and is valid.
 */
export function AdhocFilterEditor({
  filter,
  datasource,
  onSave,
  onClose,
  contentHeight,
}: AdhocFilterEditorProps) {
  // Older Simple filters may lack a clause; WHERE is what they meant, and is no change.
  const [initial] = useState<AdhocFilter>(() =>
    filter.expressionType === 'SIMPLE' ? { ...filter, clause: filter.clause ?? 'WHERE' } : filter,
  );
  const [draft, setDraft] = useState<AdhocFilter>(initial);
  const columnOf = (subject: string | null | undefined) =>
    datasource?.columns.find((column) => column.column_name === subject) ?? null;
  const column = columnOf(draft.subject);
  const tableDataset = datasource && !datasource.sql && datasource.schema ? datasource : null;
  const partition = useGetPartitionColumnQuery(
    {
      databaseId: tableDataset?.database.id ?? 0,
      table: tableDataset?.table_name ?? '',
      schema: tableDataset?.schema ?? '',
    },
    { skip: !tableDataset },
  );
  const partitionColumn = partition.data ?? null;
  const advancedType = useAdvancedDataType(column, draft);

  const normalized = normalizeAdhocFilterComparator(draft);
  const simpleTabValid = draft.expressionType !== 'SIMPLE' || !advancedType.errorMessage;
  const valid = isAdhocFilterValid(normalized) && simpleTabValid;
  const changed = !sameFilter(normalized, normalizeAdhocFilterComparator(initial));
  const druid = isDruidDatasource(datasource);

  const changeSubject = (subject: string) => {
    const next: AdhocFilter = { ...draft, subject, clause: 'WHERE' };
    const id = filterOperatorIdOf(draft);
    const operators = availableFilterOperators({
      column: columnOf(subject),
      subject,
      clause: 'WHERE',
      datasourceType: datasource?.type,
      partitionColumn,
    });
    setDraft(id && operators.includes(id) ? next : { ...next, operator: null, operatorId: null });
  };

  const changeOperator = (id: FilterOperatorId) => {
    if (id === 'LATEST_PARTITION' && datasource) setDraft(latestPartitionFilter(draft, datasource));
    else setDraft(withFilterOperator(draft, id));
  };

  const changeTab = (key: string) => {
    if (key === 'SQL') {
      setDraft({
        ...draft,
        expressionType: 'SQL',
        clause: draft.clause ?? 'WHERE',
        sqlExpression: draft.sqlExpression?.trim() ? draft.sqlExpression : simpleAdhocFilterToSql(draft),
      });
    } else {
      setDraft({ ...draft, expressionType: 'SIMPLE', clause: draft.clause ?? 'WHERE' });
    }
  };

  const sqlLabel = <span data-testid="adhoc-filter-tab-sql">{adhocFilterMessages.sqlTab}</span>;

  return (
    <div data-testid="adhoc-filter-editor" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {filter.isExtra && (
        <Alert
          data-testid="adhoc-filter-inherited"
          type="warning"
          showIcon
          title={adhocFilterMessages.inherited}
        />
      )}
      <Tabs
        activeKey={draft.expressionType}
        onChange={changeTab}
        style={{ minHeight: contentHeight }}
        items={[
          {
            key: 'SIMPLE',
            label: <span data-testid="adhoc-filter-tab-simple">{adhocFilterMessages.simpleTab}</span>,
            children: (
              <SimpleFilterTab
                filter={draft}
                datasource={datasource}
                partitionColumn={partitionColumn}
                advancedType={advancedType}
                onSubjectChange={changeSubject}
                onOperatorChange={changeOperator}
                onComparatorChange={(comparator) => setDraft({ ...draft, comparator })}
              />
            ),
          },
          {
            key: 'SQL',
            disabled: druid,
            label: druid ? <Tooltip title={adhocFilterMessages.druidNoSql}>{sqlLabel}</Tooltip> : sqlLabel,
            children: (
              <SqlFilterTab
                filter={draft}
                datasource={datasource}
                height={Math.max(80, contentHeight - 60)}
                onClauseChange={(clause) => setDraft({ ...draft, clause })}
                onSqlChange={(sqlExpression) => setDraft((current) => ({ ...current, sqlExpression }))}
              />
            ),
          },
        ]}
      />
      <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
        <Button data-testid="adhoc-filter-close" onClick={onClose}>
          {adhocFilterMessages.close}
        </Button>
        <Button
          data-testid="adhoc-filter-save"
          type={changed && valid ? 'primary' : 'default'}
          disabled={!valid}
          onClick={() => onSave({ ...normalized, isNew: false })}
        >
          {adhocFilterMessages.save}
        </Button>
      </Space>
    </div>
  );
}
