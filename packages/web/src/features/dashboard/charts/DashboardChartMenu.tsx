import { MoreOutlined } from '@ant-design/icons';
import type { ChartDataResult } from '@sightline/charts';
import type { QueryContext } from '@sightline/core';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { memo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../platform/api';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { downloadChartData, downloadChartImage } from '../../charts/chartDownloads';
import { chartErrorMessage } from '../../charts/data/chartErrorMessage';
import { ViewQueryModal } from '../../../features/shared/viewQuery/ViewQueryModal';
import { copyText } from '../../../features/shared/copyText';
import { useCreateExplorePermalinkMutation } from '../../../features/shared/explorePermalinkApi';
import { dashboardMessages as messages } from '../messages';
import {
  selectDashboardInfo,
  setFullSizeChart,
  toggleExpandSlice,
  triggerChartQueries,
} from '../state/dashboardSlice';
import { ChartDataTableModal } from './ChartDataTableModal';
import { dashboardPageId, exploreChartUrl } from './chartPermalink';

export interface DashboardChartMenuProps {
  chartId: number;
  title: string;
  formData: Record<string, unknown>;
  queryContext: QueryContext | null;
  results: readonly ChartDataResult[] | null;
  hasDescription: boolean;
  isFullSize: boolean;
  /** "5 minutes ago", worked out when the menu opens; shown first in it. */
  dataAge: () => string | null;
  /** The chart area, drawn to PNG by Download as image. */
  chartArea: HTMLElement | null;
}

type Modal = 'query' | 'table' | null;

/**
 * The chart holder's "…" menu (view mode only). Until first opened it is a plain button: a dashboard
 * draws dozens of holders, and the dropdown's machinery is worth mounting only for the one clicked.
 */
export const DashboardChartMenu = memo(function DashboardChartMenu(props: DashboardChartMenuProps) {
  const [activated, setActivated] = useState(false);
  if (activated) return <ChartMenuDropdown {...props} />;
  return (
    <button
      type="button"
      className="sl-dashboard-chart-menu-button"
      aria-label={messages.chartMenu}
      data-testid="dashboard-chart-menu"
      onClick={(event) => {
        event.stopPropagation();
        setActivated(true);
      }}
    >
      <MoreOutlined />
    </button>
  );
});

function ChartMenuDropdown(props: DashboardChartMenuProps) {
  const { chartId, title, formData, queryContext, results, hasDescription, isFullSize, dataAge } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const info = useAppSelector(selectDashboardInfo);
  const [modal, setModal] = useState<Modal>(null);
  // Mounted by the first click on the plain button, so it opens at once.
  const [open, setOpen] = useState(true);

  const download = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      message.error(messages.downloadFailed(chartErrorMessage(error)));
    }
  };
  const [createPermalink] = useCreateExplorePermalinkMutation();
  // Share chart: a permalink to the chart in explore with the form data it shows here.
  const share = async () => {
    try {
      const urlParams: [string, string][] = [['dashboard_page_id', dashboardPageId]];
      const { url } = await createPermalink({ formData, urlParams }).unwrap();
      if (await copyText(url)) message.success(messages.linkCopied);
      else message.error(messages.copyUnsupported);
    } catch (error) {
      message.error(messages.permalinkFailed(errorText(error)));
    }
  };

  const age = dataAge();
  const items: MenuProps['items'] = [
    ...(age
      ? [{ key: 'age', label: messages.fetchedAgo(age), disabled: true }, { type: 'divider' as const }]
      : []),
    { key: 'refresh', label: messages.forceRefresh },
    { key: 'fullscreen', label: isFullSize ? messages.exitFullscreen : messages.enterFullscreen },
    ...(hasDescription ? [{ key: 'description', label: messages.toggleDescription }] : []),
    ...(info?.superset_can_explore ? [{ key: 'edit', label: messages.editChart }] : []),
    { key: 'query', label: messages.viewQuery, disabled: !queryContext },
    { key: 'table', label: messages.viewAsTable, disabled: !results },
    // Groups rather than hover submenus: every action is one click away (as in the dashboard header).
    { type: 'divider' as const },
    {
      key: 'download',
      type: 'group' as const,
      label: messages.download,
      children: [
        ...(info?.superset_can_csv
          ? [
              { key: 'csv', label: messages.downloadCsv, disabled: !queryContext },
              { key: 'xlsx', label: messages.downloadXlsx, disabled: !queryContext },
            ]
          : []),
        { key: 'image', label: messages.downloadImage },
      ],
    },
    ...(info?.superset_can_share
      ? [
          {
            key: 'share',
            type: 'group' as const,
            label: messages.share,
            children: [{ key: 'copy-link', label: messages.copyPermalink }],
          },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    switch (key) {
      case 'refresh':
        return void dispatch(triggerChartQueries({ ids: [chartId], force: true }));
      case 'fullscreen':
        return void dispatch(setFullSizeChart(isFullSize ? null : chartId));
      case 'description':
        return void dispatch(toggleExpandSlice(chartId));
      case 'edit':
        return void navigate(exploreChartUrl(chartId, dashboardPageId, info?.id));
      case 'query':
        return setModal('query');
      case 'table':
        return setModal('table');
      case 'csv':
        return void download(() => downloadChartData(queryContext!, 'csv'));
      case 'xlsx':
        return void download(() => downloadChartData(queryContext!, 'xlsx'));
      case 'image':
        return void download(async () => {
          if (props.chartArea) await downloadChartImage(props.chartArea, title);
        });
      case 'copy-link':
        return void share();
    }
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick: (info) => (setOpen(false), onClick(info)) }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined />}
          aria-label={messages.chartMenu}
          data-testid="dashboard-chart-menu"
        />
      </Dropdown>
      {modal === 'query' && queryContext && (
        <ViewQueryModal queryContext={queryContext} onClose={() => setModal(null)} />
      )}
      {modal === 'table' && results && (
        <ChartDataTableModal title={title} results={results} onClose={() => setModal(null)} />
      )}
    </>
  );
}
