import type { ChartMetadata } from '@sightline/charts';
import { Empty } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { GalleryImage } from './GalleryImage';
import { columnCount, GRID_NAVIGATION_KEYS, moveInGrid } from './gridNavigation';
import { galleryMessages } from './messages';

interface Props {
  types: readonly ChartMetadata[];
  selectedVizType: string | null;
  emptyText: string;
  onSelect(vizType: string): void;
  /** Double-click or Enter: select and close the gallery. */
  onConfirm(vizType: string): void;
}

export const tileId = (vizType: string) => `viz-gallery-tile-${vizType}`;

/**
 * The thumbnail grid, a listbox of tiles with one tab stop (the selected tile, else the first): arrow
 * keys move the selection, Enter confirms it.
 */
export function ThumbnailGrid({ types, selectedVizType, emptyText, onSelect, onConfirm }: Props) {
  const gridRef = useRef<HTMLDivElement>(null);
  const selectedIndex = types.findIndex((type) => type.vizType === selectedVizType);
  const tabStop = selectedIndex >= 0 ? selectedIndex : 0;

  const tiles = () => [...(gridRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = tiles().findIndex((tile) => tile === document.activeElement);
    if (event.key === 'Enter' || event.key === ' ') {
      const type = types[focused >= 0 ? focused : selectedIndex];
      if (!type) return;
      event.preventDefault();
      if (event.key === 'Enter') onConfirm(type.vizType);
      else onSelect(type.vizType);
      return;
    }
    if (!GRID_NAVIGATION_KEYS.includes(event.key)) return;
    event.preventDefault();
    const columns = columnCount(tiles().map((tile) => tile.offsetTop));
    const next = moveInGrid(focused >= 0 ? focused : selectedIndex, event.key, columns, types.length);
    const type = types[next];
    if (!type) return;
    onSelect(type.vizType);
    tiles()[next]?.focus();
  };

  if (types.length === 0) {
    return (
      <div className="viz-gallery-grid-empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </div>
    );
  }

  return (
    <div
      ref={gridRef}
      className="viz-gallery-grid"
      role="listbox"
      aria-label={galleryMessages.gridLabel}
      onKeyDown={onKeyDown}
    >
      {types.map((type, index) => {
        const selected = type.vizType === selectedVizType;
        return (
          <div
            key={type.vizType}
            id={tileId(type.vizType)}
            role="option"
            aria-selected={selected}
            aria-label={type.name}
            tabIndex={index === tabStop ? 0 : -1}
            className={`viz-gallery-tile${selected ? ' viz-gallery-tile-selected' : ''}`}
            onClick={() => onSelect(type.vizType)}
            onDoubleClick={() => onConfirm(type.vizType)}
            data-viz-type={type.vizType}
          >
            {/* Decorative: the name below labels the tile. */}
            <GalleryImage src={type.thumbnail} alt="" className="viz-gallery-tile-image" />
            <span className="viz-gallery-tile-name">{type.name}</span>
          </div>
        );
      })}
    </div>
  );
}
