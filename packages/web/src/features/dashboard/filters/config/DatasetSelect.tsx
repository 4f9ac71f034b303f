import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useGetDatasetForChartQuery } from '../../../charts/chartApi';
import { datasetPickerQuery } from '../../../../features/shared/dataset/datasetPickerQuery';
import { useGetDatasetPickerListQuery } from '../../../../features/shared/dataset/datasourceApi';

interface DatasetSelectProps {
  id: string;
  value: number | undefined;
  onChange(datasetId: number): void;
  status?: 'error';
}

/**
 * A searchable dataset choice over `GET /api/v1/dataset/` (rison q: the picker's first page, a 'contains'
 * on table_name while typing); the chosen dataset keeps its name even when the page does not list it.
 */
export function DatasetSelect({ id, value, onChange, status }: DatasetSelectProps) {
  const [search, setSearch] = useState('');
  const list = useGetDatasetPickerListQuery(datasetPickerQuery(0, search));
  const chosen = useGetDatasetForChartQuery(value ?? 0, { skip: value === undefined });
  const options = useMemo(() => {
    const rows = (list.data?.result ?? []).map((row) => ({ value: row.id, label: row.table_name }));
    if (value !== undefined && !rows.some((row) => row.value === value))
      rows.unshift({ value, label: chosen.data?.table_name ?? String(value) });
    return rows;
  }, [list.data, value, chosen.data]);
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={list.isFetching}
      status={status}
      style={{ width: '100%' }}
      value={value}
      onChange={(next: number) => {
        setSearch('');
        onChange(next);
      }}
      options={options}
    />
  );
}
