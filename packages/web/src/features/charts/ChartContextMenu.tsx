import type { ChartContextMenuEvent } from '@sightline/charts';
import { Dropdown } from 'antd';
import type { DrillFilter } from './drillToDetail';
import { chartMessages } from './messages';

interface ChartContextMenuProps {
  event: ChartContextMenuEvent;
  onClose(): void;
  onDrillToDetail(filters: readonly DrillFilter[]): void;
}

/** The menu a right-click on a data point opens: drill to detail, overall or by the point's values. */
export function ChartContextMenu({ event, onClose, onDrillToDetail }: ChartContextMenuProps) {
  const items = [
    { key: 'all', label: chartMessages.drillToDetail },
    ...event.filters.map((filter, index) => ({
      key: String(index),
      label: chartMessages.drillToDetailBy(filter.formattedVal),
    })),
  ];
  if (event.filters.length > 1) {
    items.push({
      key: 'point',
      label: chartMessages.drillToDetailBy(event.filters.map((f) => f.formattedVal).join(', ')),
    });
  }
  return (
    <Dropdown
      open
      onOpenChange={(open) => !open && onClose()}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'all') onDrillToDetail([]);
          else if (key === 'point') onDrillToDetail(event.filters);
          else onDrillToDetail([event.filters[Number(key)]!]);
        },
      }}
    >
      <span
        data-testid="chart-context-menu"
        style={{ position: 'fixed', left: event.clientX, top: event.clientY, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
