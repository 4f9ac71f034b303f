import { AreaChartOutlined, CopyOutlined, DatabaseOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../ui/useToasts';
import { saveBlob } from '../../charts/chartDownloads';
import { copyText, rowsToTsv } from '../../../features/shared/copyText';
import { useCreateVirtualDatasetMutation } from '../api/sqlLabApi';
import { sqlLabRequests } from '../api/sqlLabRequests';
import { sqlLabMessages } from '../messages';
import type { QueryRun } from '../state/sqlLabSlice';

const messages = sqlLabMessages.results;

/** Explore on a dataset, as the chart list's "new chart" opens it. */
export const exploreUrlOf = (datasetId: number) =>
  `/explore/?datasource_type=table&datasource_id=${datasetId}`;

/** A dataset name for a query's result: the tab's name and the time, so names do not collide. */
export function datasetNameFor(label: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', ' ');
  return `${label} ${stamp}`;
}

/** What can be done with a result: copy it, download it as CSV, chart it, or keep it as a dataset. */
export function ResultActions({
  query,
  tabLabel,
  onSaveDataset,
}: {
  query: QueryRun;
  tabLabel: string;
  onSaveDataset(): void;
}) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const navigate = useNavigate();
  const [createDataset, { isLoading: creating }] = useCreateVirtualDatasetMutation();
  const copy = async () => {
    const names = query.columns.map((column) => column.name);
    if (await copyText(rowsToTsv(names, query.data ?? []))) addSuccessToast(messages.copied);
    else addDangerToast(sqlLabMessages.editor.copyNotSupported);
  };
  const download = async () => {
    try {
      const file = await sqlLabRequests.exportCsv(query.clientId);
      saveBlob(file.blob, file.filename);
    } catch {
      addDangerToast(messages.csvError);
    }
  };
  const createChart = async () => {
    try {
      const id = await createDataset({
        database: query.dbId,
        schema: query.schema,
        table_name: datasetNameFor(tabLabel, new Date()),
        sql: query.sql,
      }).unwrap();
      void navigate(exploreUrlOf(id));
    } catch {
      addDangerToast(sqlLabMessages.dataset.error);
    }
  };
  return (
    <Space size="small" wrap>
      <Button size="small" icon={<CopyOutlined />} onClick={() => void copy()}>
        {messages.copy}
      </Button>
      <Button size="small" icon={<DownloadOutlined />} onClick={() => void download()}>
        {messages.csv}
      </Button>
      <Button size="small" icon={<DatabaseOutlined />} onClick={onSaveDataset}>
        {messages.saveDataset}
      </Button>
      <Button
        size="small"
        type="primary"
        ghost
        icon={<AreaChartOutlined />}
        loading={creating}
        onClick={() => void createChart()}
      >
        {messages.createChart}
      </Button>
    </Space>
  );
}
