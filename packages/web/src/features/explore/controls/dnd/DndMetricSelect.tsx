import type { ExploreColumn, ExploreMetric, QueryMetric } from '@sightline/core';
import { getMetricLabel, sameJson, movedItem, removedItem } from '@sightline/core';
import { useCallback, useEffect, useState } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import type { PopoverPlacement } from '../../../../features/shared/controls/popoverPlacement';
import { placementOf } from '../../../../features/shared/controls/popoverPlacement';
import { ControlPopover } from './ControlPopover';
import { acceptsMetricDrop, isMetricReorderDrag, metricPillType } from './dropRules';
import { DropZone } from './DropZone';
import { dndMessages } from './messages';
import { dropStaleMetrics } from './metricPopoverModel';
import { CertifiedIcon, MetricPopoverContent } from './MetricPopoverContent';
import { Pill } from './Pill';
import { listValue, putItem, valueList } from './valueList';

/** Which metric's popover is open: a pill's (by index) or a new one's, maybe started from a dropped column. */
interface Editing {
  index: number | null;
  placement: PopoverPlacement;
  droppedColumn?: ExploreColumn;
}

function savedMetricOf(metric: QueryMetric, metrics: readonly ExploreMetric[]): ExploreMetric | undefined {
  return typeof metric === 'string' ? metrics.find((saved) => saved.metric_name === metric) : undefined;
}

/**
 * Drag-and-drop metric selector (also the `MetricsControl` type): takes saved metrics (added
 * at once) and columns (opening the metric popover on Simple), shows pills (remove, reorder, click to
 * edit), and drops metrics the dataset no longer has. A list when `config.multi`, else one metric.
 */
export function DndMetricSelect({
  name,
  config,
  value,
  onChange,
  datasource,
  errors,
}: ControlProps<QueryMetric | QueryMetric[]>) {
  const multi = Boolean(config.multi);
  const list = valueList(value);
  const savedMetrics = datasource?.metrics ?? [];
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = useCallback(() => setEditing(null), []);
  const commit = (next: QueryMetric[]) =>
    onChange(listValue(next, multi) as QueryMetric | QueryMetric[] | undefined);

  // Once the dataset is known (and whenever it changes), metrics it lacks are dropped.
  useEffect(() => {
    if (!datasource) return;
    const current = valueList(value);
    const kept = dropStaleMetrics(current, datasource);
    if (!sameJson(kept, current)) onChange(listValue(kept, multi) as QueryMetric | QueryMetric[] | undefined);
  }, [datasource, value, multi, onChange]);

  const popoverContent = (index: number | null, droppedColumn?: ExploreColumn) => () => (
    <MetricPopoverContent
      input={{ value: index === null ? undefined : list[index], droppedColumn }}
      datasource={datasource}
      onClose={close}
      onSave={(metric) => {
        commit(putItem(list, index, metric, multi));
        close();
      }}
    />
  );
  const ghostShown = multi || list.length === 0;

  return (
    <DropZone
      testId={`dnd-metric-dropzone-${name}`}
      showGhost={ghostShown}
      ghostText={multi ? dndMessages.dropMetrics : dndMessages.dropMetric}
      accepts={(item) =>
        acceptsMetricDrop(item, list, datasource) || (isMetricReorderDrag(item, name) && list.length > 1)
      }
      hasError={errors.length > 0}
      onDropItem={(item, placement) => {
        if (item.type === 'metric') commit(putItem(list, null, item.value.metric_name, multi));
        else if (item.type === 'column') setEditing({ index: null, placement, droppedColumn: item.value });
        else if (isMetricReorderDrag(item, name)) commit(movedItem(list, item.index, list.length - 1));
      }}
      ghostPopover={{
        open: editing?.index === null,
        placement: editing?.placement ?? 'right',
        content: popoverContent(null, editing?.droppedColumn),
      }}
      onGhostClick={(placement) => setEditing({ index: null, placement })}
      onClosePopover={close}
    >
      {list.map((metric, index) => {
        const saved = savedMetricOf(metric, savedMetrics);
        return (
          <ControlPopover
            key={`${index}-${typeof metric === 'string' ? metric : (metric.optionName ?? getMetricLabel(metric))}`}
            open={editing?.index === index}
            placement={editing?.placement ?? 'right'}
            onClose={close}
            content={popoverContent(index)}
          >
            <Pill
              label={saved?.verbose_name || getMetricLabel(metric)}
              icon={saved ? <CertifiedIcon metric={saved} /> : undefined}
              dragItem={{ type: metricPillType(metric), control: name, index, value: metric }}
              acceptsDrop={(item) => isMetricReorderDrag(item, name) && item.index !== index}
              onDropItem={(item) => {
                if (isMetricReorderDrag(item, name)) commit(movedItem(list, item.index, index));
              }}
              onRemove={() => commit(removedItem(list, index))}
              onClick={(element) => setEditing({ index, placement: placementOf(element) })}
            />
          </ControlPopover>
        );
      })}
    </DropZone>
  );
}
