import type { ExploreColumn, ExploreMetric } from '@sightline/core';
import { Tooltip } from 'antd';
import type { DragEvent, ReactNode } from 'react';
import { endDrag, startDrag, type DragItem } from '../../../features/shared/controls/dragItems';
import { CertifiedIcon, ColumnTypeIcon, isCertified, MetricIcon, WarningIcon } from './ItemDecorations';

const ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '3px 6px',
  borderRadius: 4,
  cursor: 'grab',
  userSelect: 'none',
} as const;

interface RowProps {
  testId: string;
  item: DragItem;
  icon: ReactNode;
  name: string;
  verboseName?: string | null;
  description?: string | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  certified: boolean;
  warningMarkdown?: string | null;
}

/** One draggable line of the dataset panel: type icon, label, certification and warning icons. */
function DatasourceItemRow(props: RowProps) {
  const label = props.verboseName || props.name;
  // The tooltip names the item when the label is a verbose name, and shows its description.
  const hint =
    label !== props.name || props.description ? (
      <>
        {label !== props.name && <div>{props.name}</div>}
        {props.description && <div>{props.description}</div>}
      </>
    ) : null;
  return (
    <div
      className="sl-datasource-item"
      data-testid={props.testId}
      draggable
      onDragStart={(event: DragEvent) => startDrag(event, props.item)}
      onDragEnd={endDrag}
      style={ROW_STYLE}
    >
      {props.icon}
      <Tooltip title={hint} placement="right">
        <span
          style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {label}
        </span>
      </Tooltip>
      {props.certified && (
        <CertifiedIcon certifiedBy={props.certifiedBy} details={props.certificationDetails} />
      )}
      {props.warningMarkdown && <WarningIcon markdown={props.warningMarkdown} />}
    </div>
  );
}

export function DatasourceColumnItem({ column }: { column: ExploreColumn }) {
  return (
    <DatasourceItemRow
      testId={`datasource-column-${column.column_name}`}
      item={{ type: 'column', value: column }}
      icon={<ColumnTypeIcon column={column} />}
      name={column.column_name}
      verboseName={column.verbose_name}
      description={column.description}
      certified={isCertified(column)}
      certifiedBy={column.certified_by}
      certificationDetails={column.certification_details}
      warningMarkdown={column.warning_markdown}
    />
  );
}

export function DatasourceMetricItem({ metric }: { metric: ExploreMetric }) {
  return (
    <DatasourceItemRow
      testId={`datasource-metric-${metric.metric_name}`}
      item={{ type: 'metric', value: metric }}
      icon={<MetricIcon />}
      name={metric.metric_name}
      verboseName={metric.verbose_name}
      description={metric.description}
      certified={isCertified(metric)}
      certifiedBy={metric.certified_by}
      certificationDetails={metric.certification_details}
      warningMarkdown={metric.warning_markdown ?? metric.warning_text}
    />
  );
}
