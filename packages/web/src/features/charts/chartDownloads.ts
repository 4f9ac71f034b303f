import type { QueryContext, ResultFormat } from '@sightline/core';
import { apiClient, downloadFile } from '../../platform/apiClient';

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The chart's data as CSV or XLSX: the same query context, answered as a file by the server. */
export async function downloadChartData(queryContext: QueryContext, format: Exclude<ResultFormat, 'json'>) {
  const file = await downloadFile(
    apiClient,
    {
      url: '/api/v1/chart/data',
      method: 'POST',
      body: { ...queryContext, result_format: format, result_type: 'full' },
    },
    `chart.${format}`,
  );
  saveBlob(file.blob, file.filename);
}

/** A PNG of what the chart shows (SVG and canvas charts and tables alike), on a white background. */
export async function downloadChartImage(element: HTMLElement, name: string): Promise<void> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(element, { backgroundColor: '#ffffff', pixelRatio: 2 });
  if (!blob) throw new Error('the browser could not draw the chart');
  saveBlob(blob, `${safeFilename(name)}.png`);
}

/** A file name from a chart name: letters, digits, dashes and underscores. */
export function safeFilename(name: string): string {
  return (
    name
      .trim()
      .replace(/[^\w-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'chart'
  );
}
