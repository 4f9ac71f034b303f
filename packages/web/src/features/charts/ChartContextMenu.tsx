import type { ChartContextMenuEvent } from '@sightline/charts';
import { Menu } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { DrillFilter } from './drillToDetail';
import { chartMessages } from './messages';

interface ChartContextMenuProps {
  event: ChartContextMenuEvent;
  onClose(): void;
  onDrillToDetail(filters: readonly DrillFilter[]): void;
}

const MENU_WIDTH = 260;
const ITEM_HEIGHT = 40;

/**
 * The menu a right-click on a data point opens at the pointer: drill to detail, overall or by the
 * point's values. A plain positioned menu (not a dropdown bound to a trigger element), so nothing but a
 * choice, a click elsewhere or Escape closes it.
 */
export function ChartContextMenu({ event, onClose, onDrillToDetail }: ChartContextMenuProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const closeOutside = (e: MouseEvent) => {
      if (!element.current?.contains(e.target as Node)) onClose();
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [onClose]);

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
  // Kept inside the window when the click is near its right or bottom edge.
  const left = Math.max(0, Math.min(event.clientX, window.innerWidth - MENU_WIDTH));
  const top = Math.max(0, Math.min(event.clientY, window.innerHeight - items.length * ITEM_HEIGHT - 16));
  return createPortal(
    <div
      ref={element}
      className="sl-chart-context-menu"
      data-testid="chart-context-menu"
      style={{ position: 'fixed', left, top, width: MENU_WIDTH }}
    >
      <Menu
        selectable={false}
        items={items}
        onClick={({ key }) => {
          if (key === 'all') onDrillToDetail([]);
          else if (key === 'point') onDrillToDetail(event.filters);
          else onDrillToDetail([event.filters[Number(key)]!]);
        }}
      />
    </div>,
    document.body,
  );
}
