import { DownloadOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import type { ChartContextMenuEvent, ChartHooks } from '@sightline/charts';
import type { DataMask } from '@sightline/core';
import { Alert, App, Button, Card, Dropdown, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../app/api';
import { PageSpinner } from '../../ui/PageSpinner';
import { useElementSize } from '../../ui/useElementSize';
import { useChartDatasource, useGetChartQuery } from './chartApi';
import { downloadChartData, downloadChartImage } from './chartDownloads';
import { parseFormDataJson, savedChartFormData } from './chartFormData';
import { ChartContainer } from './ChartContainer';
import { ChartContextMenu } from './ChartContextMenu';
import { DrillToDetailModal } from './DrillToDetailModal';
import { VizTypeControl } from './gallery';
import type { DrillFilter } from './drillToDetail';
import { chartMessages } from './messages';
import { useChartData } from './useChartData';
import { useChartPlugin } from './useChartPlugin';
import { useDynamicPluginsLoading } from '../dynamicPlugins/pluginStore';

/**
 * `/explore/?slice_id=N` or `/explore/?form_data={...}`: one chart, full size, with refresh, stop,
 * downloads, cross-filter selection and drill to detail. The Explore issue adds the control panel
 * around it.
 */
export default function ChartViewPage() {
  const [params] = useSearchParams();
  const sliceId = Number(params.get('slice_id')) || null;
  const urlFormData = useMemo(() => parseFormDataJson(params.get('form_data')), [params]);
  const chart = useGetChartQuery(sliceId ?? 0, { skip: !sliceId });

  if (!sliceId && !urlFormData) {
    const message = params.get('form_data') ? chartMessages.invalidFormData : chartMessages.missingParams;
    return <Alert type="warning" showIcon title={message} style={{ margin: 24 }} />;
  }
  if (sliceId && chart.isLoading) return <PageSpinner />;
  if (sliceId && chart.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={chartMessages.chartLoadFailed(errorText(chart.error))}
        style={{ margin: 24 }}
      />
    );
  }
  const formData =
    sliceId && chart.data ? { ...savedChartFormData(chart.data), ...urlFormData } : urlFormData!;
  if (params.get('standalone') === '1') return <StandaloneChart formData={formData} />;
  // Another chart (or other URL form data) is a fresh view: its edits (chart type, cross-filter) start over.
  return (
    <ChartView
      key={`${sliceId ?? ''}|${params.get('form_data') ?? ''}`}
      formData={formData}
      name={chart.data?.slice_name ?? chartMessages.untitled}
    />
  );
}

/** The chart alone, filling the window: embeds, thumbnails and screenshots. */
function StandaloneChart({ formData }: { formData: Record<string, unknown> }) {
  const plugin = useChartPlugin(String(formData.viz_type ?? ''));
  const pluginsLoading = useDynamicPluginsLoading();
  const datasource = useChartDatasource(formData);
  const data = useChartData(plugin, formData);
  const area = useElementSize<HTMLDivElement>();
  return (
    <div ref={area.ref} className="sl-chart-standalone">
      <ChartContainer
        plugin={plugin}
        formData={formData}
        data={data}
        width={area.width}
        height={area.height}
        datasource={datasource}
        pluginsLoading={pluginsLoading}
      />
    </div>
  );
}

function ChartView({ formData: initialFormData, name }: { formData: Record<string, unknown>; name: string }) {
  const { message } = App.useApp();
  const [formData, setFormData] = useState(initialFormData);
  const vizType = String(formData.viz_type ?? '');
  const plugin = useChartPlugin(vizType);
  const pluginsLoading = useDynamicPluginsLoading();
  const datasource = useChartDatasource(formData);
  const [ownState, setOwnState] = useState<Record<string, unknown> | undefined>(undefined);
  const data = useChartData(plugin, formData, { ownState });
  const [dataMask, setDataMask] = useState<DataMask | null>(null);
  const [menu, setMenu] = useState<ChartContextMenuEvent | null>(null);
  const [drill, setDrill] = useState<readonly DrillFilter[] | null>(null);
  const chartArea = useElementSize<HTMLDivElement>();
  const chartElement = useRef<HTMLDivElement>(null);

  const hooks = useMemo<ChartHooks>(
    () => ({
      setDataMask: (mask) => setDataMask(mask.filterState?.value === null ? null : mask),
      onContextMenu: setMenu,
      setOwnState: (next) => setOwnState((previous) => ({ ...previous, ...next })),
    }),
    [],
  );

  const download = (kind: 'png' | 'csv' | 'xlsx') => {
    const run =
      kind === 'png'
        ? downloadChartImage(chartElement.current!, name)
        : data.queryContext
          ? downloadChartData(data.queryContext, kind)
          : Promise.resolve();
    run.catch((error: unknown) => message.error(chartMessages.downloadFailed(errorText(error))));
  };

  const result = data.queriesData[0];
  return (
    <Card
      className="sl-chart-page"
      title={
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="chart-title">
            {name}
          </Typography.Title>
          <VizTypeControl
            value={vizType}
            onChange={(next) => {
              setOwnState(undefined);
              setDataMask(null);
              setFormData((previous) => ({ ...previous, viz_type: next }));
            }}
          />
        </Space>
      }
      extra={
        <Space>
          {data.status === 'loading' ? (
            <Button icon={<StopOutlined />} onClick={data.stop}>
              {chartMessages.stop}
            </Button>
          ) : (
            <Button icon={<ReloadOutlined />} onClick={data.forceRefresh} title={chartMessages.forceRefresh}>
              {chartMessages.refresh}
            </Button>
          )}
          <Dropdown
            menu={{
              items: [
                { key: 'png', label: chartMessages.downloadPng },
                { key: 'csv', label: chartMessages.downloadCsv, disabled: !data.queryContext },
                { key: 'xlsx', label: chartMessages.downloadXlsx, disabled: !data.queryContext },
              ],
              onClick: ({ key }) => download(key as 'png' | 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined />}>{chartMessages.download}</Button>
          </Dropdown>
        </Space>
      }
    >
      <Space style={{ marginBottom: 8, minHeight: 24 }} wrap>
        {result && <Tag data-testid="chart-row-count">{chartMessages.rowCount(result.rowcount)}</Tag>}
        {result?.is_cached && <Tag color="blue">{chartMessages.cached}</Tag>}
        {dataMask?.filterState?.label && (
          <Tag closable color="gold" data-testid="cross-filter" onClose={() => setDataMask(null)}>
            {chartMessages.crossFilterApplied(dataMask.filterState.label)}
          </Tag>
        )}
      </Space>
      <div ref={chartArea.ref} className="sl-chart-page-area">
        <div ref={chartElement}>
          <ChartContainer
            plugin={plugin}
            formData={formData}
            data={data}
            width={chartArea.width}
            height={chartArea.height}
            datasource={datasource}
            pluginsLoading={pluginsLoading}
            hooks={hooks}
            filterState={dataMask?.filterState}
            ownState={ownState}
          />
        </div>
      </div>
      {menu && (
        <ChartContextMenu
          event={menu}
          onClose={() => setMenu(null)}
          onDrillToDetail={(filters) => {
            setMenu(null);
            setDrill(filters);
          }}
        />
      )}
      {drill && data.queryContext && (
        <DrillToDetailModal
          chartName={name}
          queryContext={data.queryContext}
          filters={drill}
          onClose={() => setDrill(null)}
        />
      )}
    </Card>
  );
}
