import {
  ADHOC_FILTER_OPERATORS,
  availableFilterOperators,
  filterOperatorIdOf,
  isFilterOperatorId,
  NO_VALUE_OPERATOR_IDS,
  type AdhocFilter,
  type ExploreDatasource,
  type FilterOperatorId,
} from '@sightline/core';
import { Alert, Select, Space, Typography } from 'antd';
import { useGetColumnValuesQuery } from './adhocFilterApi';
import { ComparatorInput } from './ComparatorInput';
import { adhocFilterMessages } from './messages';
import type { AdvancedTypeState } from './useAdvancedDataType';

export interface SimpleFilterTabProps {
  filter: AdhocFilter;
  datasource: ExploreDatasource | null;
  partitionColumn: string | null;
  advancedType: AdvancedTypeState;
  onSubjectChange: (subject: string) => void;
  onOperatorChange: (operatorId: FilterOperatorId) => void;
  onComparatorChange: (comparator: unknown) => void;
}

/** The Simple tab: subject, operator (offered by column type), comparator. */
export function SimpleFilterTab({
  filter,
  datasource,
  partitionColumn,
  advancedType,
  onSubjectChange,
  onOperatorChange,
  onComparatorChange,
}: SimpleFilterTabProps) {
  const columns = (datasource?.columns ?? []).filter((column) => column.filterable !== false);
  const subject = filter.subject ?? undefined;
  const column = datasource?.columns.find((candidate) => candidate.column_name === subject) ?? null;
  const operatorId = filterOperatorIdOf(filter);
  const operators = availableFilterOperators(
    { column, subject, clause: filter.clause, datasourceType: datasource?.type, partitionColumn },
    advancedType.operators,
  );
  const fetchValues =
    Boolean(datasource?.filter_select) &&
    Boolean(column) &&
    filter.clause !== 'HAVING' &&
    !(operatorId && NO_VALUE_OPERATOR_IDS.has(operatorId)) &&
    operatorId !== 'TEMPORAL_RANGE';
  const values = useGetColumnValuesQuery(
    { datasourceType: datasource?.type ?? 'table', datasourceId: datasource?.id ?? 0, column: subject ?? '' },
    { skip: !fetchValues },
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Select
        data-testid="adhoc-filter-subject"
        aria-label={adhocFilterMessages.subjectLabel}
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={adhocFilterMessages.subjectPlaceholder}
        value={subject}
        onChange={(next: string) => onSubjectChange(next)}
        notFoundContent={adhocFilterMessages.noSuchColumn}
        options={columns.map((candidate) => ({
          value: candidate.column_name,
          label: candidate.verbose_name || candidate.column_name,
        }))}
      />
      {subject && !column && (
        <Alert
          data-testid="adhoc-filter-no-column"
          type="warning"
          showIcon
          title={adhocFilterMessages.noSuchColumn}
        />
      )}
      <Select
        data-testid="adhoc-filter-operator"
        aria-label={adhocFilterMessages.operatorLabel}
        // At most 17 operators: no need for a virtual list.
        virtual={false}
        style={{ width: '100%' }}
        placeholder={adhocFilterMessages.operatorPlaceholder}
        value={operatorId && isFilterOperatorId(operatorId) ? operatorId : undefined}
        onChange={(next: FilterOperatorId) => onOperatorChange(next)}
        options={operators.map((id) => ({ value: id, label: ADHOC_FILTER_OPERATORS[id].label }))}
      />
      <ComparatorInput
        operatorId={operatorId}
        subject={subject}
        value={filter.comparator}
        onChange={onComparatorChange}
        suggestions={fetchValues ? (values.data ?? []) : []}
        loading={fetchValues && values.isFetching}
      />
      {advancedType.type && (advancedType.errorMessage || advancedType.displayValue) && (
        <Typography.Text
          data-testid="adhoc-filter-advanced-type"
          type={advancedType.errorMessage ? 'danger' : 'secondary'}
        >
          {advancedType.errorMessage || advancedType.displayValue}
        </Typography.Text>
      )}
    </Space>
  );
}
