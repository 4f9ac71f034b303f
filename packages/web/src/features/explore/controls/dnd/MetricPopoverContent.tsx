import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { ExploreDatasource, ExploreMetric, QueryMetric } from '@sightline/core';
import { Tooltip } from 'antd';
import { useState } from 'react';
import { formatMessage } from '../../../../ui/formatMessage';
import { SqlEditor } from '../../../../ui/SqlEditor';
import { columnDisplayName } from './columnRules';
import { EditableTitle } from './EditableTitle';
import { commitLabel, effectiveLabel } from './labelEdit';
import { dndMessages } from './messages';
import type { MetricDraft, MetricPopoverInput } from './metricPopoverModel';
import {
  chooseAggregate,
  chooseColumn,
  chooseSavedMetric,
  editSql,
  initialMetricDraft,
  isTitleEditable,
  metricAggregates,
  metricDefaultLabel,
  metricDraftValue,
  metricSaveState,
  metricTabAvailability,
  switchMetricTab,
} from './metricPopoverModel';
import { PopoverFrame } from './PopoverFrame';
import { PopoverSelect } from './PopoverSelect';
import { useResizeHandle } from './useResizeHandle';

export interface MetricPopoverContentProps {
  input: MetricPopoverInput;
  datasource: ExploreDatasource | null;
  onSave: (value: QueryMetric) => void;
  onClose: () => void;
}

/** Space taken by the title, tab bar and footer around the SQL editor. */
const SQL_EDITOR_CHROME = 130;

export function CertifiedIcon({ metric }: { metric: Pick<ExploreMetric, 'certified_by' | 'is_certified'> }) {
  if (!metric.certified_by && !metric.is_certified) return null;
  return (
    <Tooltip title={formatMessage(dndMessages.certifiedBy, metric.certified_by ?? '')}>
      <SafetyCertificateOutlined style={{ color: '#1677ff' }} aria-label="certified" />
    </Tooltip>
  );
}

/**
 * Metric popover: Saved / Simple / Custom SQL tabs, an editable title (not on Saved),
 * Save enabled for a valid or saved metric and primary when changed, resizable by its corner handle.
 */
export function MetricPopoverContent({ input, datasource, onSave, onClose }: MetricPopoverContentProps) {
  const [draft, setDraft] = useState<MetricDraft>(() => initialMetricDraft(input, datasource));
  const { size, onMouseDown } = useResizeHandle();
  const columns = datasource?.columns ?? [];
  const savedMetrics = datasource?.metrics ?? [];
  const availability = metricTabAvailability(datasource);
  const shown = effectiveLabel(draft.title, metricDefaultLabel(draft, datasource), dndMessages.myMetric);
  const aggregates = metricAggregates(datasource);

  const save = () => {
    const value = metricDraftValue(draft, datasource);
    if (value !== null) onSave(value);
  };

  return (
    <PopoverFrame
      testId="metric-popover"
      style={{ width: size.width, minHeight: size.height }}
      title={
        <EditableTitle
          testId="metric-popover-title"
          shown={shown}
          custom={draft.title.hasCustomLabel ? draft.title.label : ''}
          editable={isTitleEditable(draft)}
          onCommit={(typed) => setDraft((current) => ({ ...current, title: commitLabel(typed) }))}
        />
      }
      activeTab={draft.tab}
      onTabChange={(tab) => setDraft((current) => switchMetricTab(current, tab))}
      saveState={metricSaveState(draft, datasource, input.value)}
      onSave={save}
      onClose={onClose}
      tabs={[
        {
          key: 'saved',
          label: dndMessages.tabSaved,
          content:
            savedMetrics.length === 0 ? (
              <div className="sl-dnd-empty">{dndMessages.noSavedMetrics}</div>
            ) : (
              <PopoverSelect
                label={dndMessages.savedMetricLabel}
                testId="metric-popover-saved-select"
                searchBy="title"
                placeholder={formatMessage(dndMessages.savedMetricCount, savedMetrics.length)}
                value={draft.savedMetric}
                options={savedMetrics.map((metric) => ({
                  value: metric.metric_name,
                  title: metric.verbose_name || metric.metric_name,
                  label: (
                    <span>
                      <CertifiedIcon metric={metric} /> {metric.verbose_name || metric.metric_name}
                    </span>
                  ),
                }))}
                onChange={(name) => setDraft((current) => chooseSavedMetric(current, name))}
              />
            ),
        },
        {
          key: 'simple',
          label: dndMessages.tabSimple,
          disabled: availability.simple.disabled,
          tooltip: availability.simple.tooltip,
          content: (
            <>
              <PopoverSelect
                label={dndMessages.metricColumnLabel}
                testId="metric-popover-column-select"
                placeholder={formatMessage(dndMessages.columnCount, columns.length)}
                value={draft.column}
                options={columns.map((column) => ({
                  value: column.column_name,
                  label: columnDisplayName(column),
                }))}
                onChange={(name) => setDraft((current) => chooseColumn(current, name))}
              />
              <PopoverSelect
                label={dndMessages.aggregateLabel}
                testId="metric-popover-aggregate-select"
                placeholder={formatMessage(dndMessages.aggregateCount, aggregates.length)}
                value={draft.aggregate}
                options={aggregates.map((aggregate) => ({ value: aggregate, label: aggregate }))}
                onChange={(aggregate) => setDraft((current) => chooseAggregate(current, aggregate))}
              />
            </>
          ),
        },
        {
          key: 'sql',
          label: dndMessages.tabCustomSql,
          disabled: availability.sql.disabled,
          tooltip: availability.sql.tooltip,
          content: (
            <SqlEditor
              testId="metric-popover-sql"
              value={draft.sqlExpression}
              // The editor also reports the text it was given; only the user's edits change the metric's kind.
              onChange={(sql) =>
                setDraft((current) => (sql === current.sqlExpression ? current : editSql(current, sql)))
              }
              completions={columns.map((column) => column.column_name)}
              height={Math.max(80, size.height - SQL_EDITOR_CHROME)}
            />
          ),
        },
      ]}
    >
      <div
        className="sl-dnd-popover-resize"
        data-testid="metric-popover-resize"
        role="separator"
        aria-label={dndMessages.resize}
        onMouseDown={onMouseDown}
      />
    </PopoverFrame>
  );
}
