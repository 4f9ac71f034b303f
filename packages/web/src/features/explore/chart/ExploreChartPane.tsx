import {
  CaretRightOutlined,
  ConsoleSqlOutlined,
  DownloadOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { AnyChartPlugin, ChartContextMenuEvent, ChartDatasource, ChartHooks } from '@sightline/charts';
import type { DataMask } from '@sightline/core';
import { Alert, App, Button, Dropdown, Space, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { errorText } from '../../../platform/api';
import { useElementSize } from '../../../ui/useElementSize';
import { ChartContainer } from '../../charts/ChartContainer';
import { ChartContextMenu } from '../../charts/ChartContextMenu';
import { downloadChartData, downloadChartImage } from '../../charts/chartDownloads';
import { DrillToDetailModal } from '../../charts/DrillToDetailModal';
import type { DrillFilter } from '../../charts/drillToDetail';
import { useChartData } from '../../charts/useChartData';
import { exploreMessages } from '../messages';
import { DataPanes } from './DataPanes';
import { QueryTimer } from './QueryTimer';
import { ViewQueryModal } from '../../../features/shared/viewQuery/ViewQueryModal';

export interface ExploreChartPaneProps {
  /** The plugin of the form data last queried (undefined before the first run). */
  queryPlugin: AnyChartPlugin | undefined;
  /** The plugin the controls show now (render-only changes draw with it at once). */
  plugin: AnyChartPlugin | undefined;
  queryFormData: Record<string, unknown> | null;
  renderFormData: Record<string, unknown>;
  datasource: ChartDatasource | undefined;
  pluginsLoading: boolean;
  chartName: string;
  /** Control errors that keep the query from running (one line per control). */
  controlErrors: readonly string[];
  /** The controls changed since the last query and cannot run yet. */
  onRun: () => void;
  /** Run the current query again (the Run button when nothing changed). */
  runToken: number;
}

/** The chart with its toolbar (run / stop, timer, row count, view query, downloads) and the data panes. */
export function ExploreChartPane(props: ExploreChartPaneProps) {
  const { queryPlugin, plugin, queryFormData, renderFormData, datasource, pluginsLoading, chartName } = props;
  const { message } = App.useApp();
  const [ownState, setOwnState] = useState<Record<string, unknown> | undefined>(undefined);
  const data = useChartData(queryFormData ? queryPlugin : undefined, queryFormData ?? {}, {
    ownState,
    runToken: props.runToken,
  });
  const [dataMask, setDataMask] = useState<DataMask | null>(null);
  const [menu, setMenu] = useState<ChartContextMenuEvent | null>(null);
  const [drill, setDrill] = useState<readonly DrillFilter[] | null>(null);
  const [viewQuery, setViewQuery] = useState(false);
  const area = useElementSize<HTMLDivElement>();
  const chartElement = useRef<HTMLDivElement>(null);
  const hooks = useMemo<ChartHooks>(
    () => ({
      setDataMask: (mask) => setDataMask(mask.filterState?.value === null ? null : mask),
      onContextMenu: setMenu,
      setOwnState: (next) => setOwnState((previous) => ({ ...previous, ...next })),
    }),
    [],
  );
  const running = data.status === 'loading' && Boolean(queryFormData);
  const result = data.queriesData[0];

  const download = (kind: 'png' | 'csv' | 'xlsx') => {
    const run =
      kind === 'png'
        ? downloadChartImage(chartElement.current!, chartName)
        : data.queryContext
          ? downloadChartData(data.queryContext, kind)
          : Promise.resolve();
    run.catch((error: unknown) => message.error(exploreMessages.downloadFailed(errorText(error))));
  };

  return (
    <div className="sl-explore-chart-pane">
      <div className="sl-explore-chart-toolbar">
        <Space wrap>
          {running ? (
            <Button danger icon={<StopOutlined />} onClick={data.stop} data-testid="explore-stop">
              {exploreMessages.stop}
            </Button>
          ) : (
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              onClick={props.onRun}
              title={exploreMessages.runTitle}
              data-testid="explore-run"
              disabled={props.controlErrors.length > 0}
            >
              {exploreMessages.run}
            </Button>
          )}
          <Button
            icon={<ReloadOutlined />}
            onClick={data.forceRefresh}
            title={exploreMessages.forceRefreshTitle}
            disabled={running || !data.queryContext}
          >
            {exploreMessages.forceRefresh}
          </Button>
          <QueryTimer startedAt={data.startedAt} endedAt={data.endedAt} running={running} />
          {result && data.status === 'success' && (
            <Tag data-testid="chart-row-count">{exploreMessages.rowCount(result.rowcount)}</Tag>
          )}
          {result?.is_cached && data.status === 'success' && <Tag color="blue">{exploreMessages.cached}</Tag>}
          {dataMask?.filterState?.label && (
            <Tag closable color="gold" data-testid="cross-filter" onClose={() => setDataMask(null)}>
              {String(dataMask.filterState.label)}
            </Tag>
          )}
        </Space>
        <Space>
          <Button
            icon={<ConsoleSqlOutlined />}
            onClick={() => setViewQuery(true)}
            disabled={!data.queryContext}
            data-testid="view-query"
          >
            {exploreMessages.viewQuery}
          </Button>
          <Dropdown
            menu={{
              items: [
                { key: 'png', label: exploreMessages.downloadPng },
                { key: 'csv', label: exploreMessages.downloadCsv, disabled: !data.queryContext },
                { key: 'xlsx', label: exploreMessages.downloadXlsx, disabled: !data.queryContext },
              ],
              onClick: ({ key }) => download(key as 'png' | 'csv' | 'xlsx'),
            }}
          >
            <Button icon={<DownloadOutlined />}>{exploreMessages.download}</Button>
          </Dropdown>
        </Space>
      </div>
      {props.controlErrors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="explore-control-errors"
          title={exploreMessages.controlErrors}
          description={props.controlErrors.map((line) => (
            <div key={line}>{line}</div>
          ))}
          style={{ marginBottom: 8 }}
        />
      )}
      <div ref={area.ref} className="sl-explore-chart-area">
        <div ref={chartElement}>
          <ChartContainer
            plugin={plugin}
            formData={renderFormData}
            data={data}
            width={area.width}
            height={area.height}
            datasource={datasource}
            pluginsLoading={pluginsLoading}
            hooks={hooks}
            filterState={dataMask?.filterState}
            ownState={ownState}
          />
        </div>
      </div>
      <DataPanes queryContext={data.queryContext} />
      {viewQuery && data.queryContext && (
        <ViewQueryModal queryContext={data.queryContext} onClose={() => setViewQuery(false)} />
      )}
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
          chartName={chartName}
          queryContext={data.queryContext}
          filters={drill}
          onClose={() => setDrill(null)}
        />
      )}
    </div>
  );
}
