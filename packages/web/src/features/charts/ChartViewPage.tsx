import { parseJsonObject, savedChartFormData } from '@sightline/core';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../platform/api';
import { PageSpinner } from '../../ui/PageSpinner';
import { useElementSize } from '../../ui/useElementSize';
import { useChartDatasource, useGetChartQuery } from './chartApi';
import { ChartContainer } from './ChartContainer';
import { chartMessages } from './messages';
import { useChartData } from './useChartData';
import { useChartPlugin } from './useChartPlugin';
import { useDynamicPluginsLoading } from './dynamicPluginStore';

/**
 * `/explore/?slice_id=N&standalone=1` (or `?form_data={...}&standalone=1`): the chart alone, filling the
 * window, for embeds, thumbnails and screenshots. The chart-building screen is features/explore.
 */
export default function ChartViewPage() {
  const [params] = useSearchParams();
  const sliceId = Number(params.get('slice_id')) || null;
  const urlFormData = useMemo(() => parseJsonObject(params.get('form_data')), [params]);
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
  return <StandaloneChart formData={formData} />;
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
