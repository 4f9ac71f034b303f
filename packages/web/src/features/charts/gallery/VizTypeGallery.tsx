import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, type InputRef } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  buildGalleryIndex,
  galleryCategories,
  galleryTags,
  initialSelection,
  isSearching,
  listedTypes,
  visibleTypes,
  type GallerySelection,
} from './galleryFilters';
import { GallerySidebar } from './GallerySidebar';
import { galleryMessages } from './messages';
import { ThumbnailGrid, tileId } from './ThumbnailGrid';
import { TypeDetails } from './TypeDetails';
import { useChartTypes, type ChartTypeSource } from './useChartTypes';
import './vizTypeGallery.css';

export interface VizTypeGalleryProps {
  open: boolean;
  /** The current type; selected (and its category shown) each time the gallery opens. */
  value?: string;
  onSelect(vizType: string): void;
  onCancel(): void;
  /** Where chart types come from; the app's plugin registry unless a test passes fixtures. */
  source?: ChartTypeSource;
}

/** Superset's VizTypeGallery width: wide enough for six thumbnails a row beside the sidebar. */
const GALLERY_WIDTH = 1090;

/** The chart-type picker: sidebar, search, thumbnails and details. */
export function VizTypeGallery({ open, value, onSelect, onCancel, source }: VizTypeGalleryProps) {
  const metadata = useChartTypes(source);
  const index = useMemo(() => buildGalleryIndex(metadata), [metadata]);
  const registered = (vizType: string | undefined) =>
    vizType && index.types.some((type) => type.vizType === vizType) ? vizType : null;

  const [selectedVizType, setSelectedVizType] = useState<string | null>(() => registered(value));
  const [selection, setSelection] = useState<GallerySelection>(() => initialSelection(index, value));
  const [query, setQuery] = useState('');
  const searchRef = useRef<InputRef>(null);

  // Each opening starts afresh from `value` (React's "adjust state when a prop changes" pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSelectedVizType(registered(value));
      setSelection(initialSelection(index, value));
      setQuery('');
    }
  }

  const searching = isSearching(query);
  const shown = visibleTypes(index, { selection, query, selectedVizType });
  const listed = listedTypes(index.types, selectedVizType);
  const selectedType = index.types.find((type) => type.vizType === selectedVizType) ?? null;

  const selectFromSidebar = (next: GallerySelection) => {
    setQuery('');
    setSelection(next);
    // Like Superset: a selection that hides the chosen type also un-chooses it, so Select never confirms
    // a type the user cannot see.
    const nextShown = visibleTypes(index, { selection: next, query: '', selectedVizType });
    if (!nextShown.some((type) => type.vizType === selectedVizType)) setSelectedVizType(null);
  };

  const confirm = (vizType: string | null) => {
    if (vizType) onSelect(vizType);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // From the search box, Down enters the grid on its first tile (or the selected one).
    if (event.key !== 'ArrowDown') return;
    const first = shown.find((type) => type.vizType === selectedVizType) ?? shown[0];
    if (!first) return;
    event.preventDefault();
    setSelectedVizType(first.vizType);
    document.getElementById(tileId(first.vizType))?.focus();
  };

  return (
    <Modal
      open={open}
      title={galleryMessages.title}
      width={GALLERY_WIDTH}
      className="viz-gallery-modal"
      okText={galleryMessages.select}
      cancelText={galleryMessages.cancel}
      okButtonProps={{ disabled: !selectedType }}
      onOk={() => confirm(selectedVizType)}
      onCancel={onCancel}
      afterOpenChange={(isOpen) => isOpen && searchRef.current?.focus()}
      destroyOnHidden
      centered
    >
      <div className="viz-gallery">
        <GallerySidebar
          categories={galleryCategories(listed)}
          tags={galleryTags(listed)}
          selection={searching ? null : selection}
          onSelect={selectFromSidebar}
        />
        <div className="viz-gallery-main">
          <Input
            ref={searchRef}
            autoFocus
            allowClear
            value={query}
            placeholder={galleryMessages.searchPlaceholder}
            aria-label={galleryMessages.searchLabel}
            prefix={<SearchOutlined />}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
            className="viz-gallery-search"
          />
          <ThumbnailGrid
            types={shown}
            selectedVizType={selectedVizType}
            emptyText={searching ? galleryMessages.noResults : galleryMessages.emptySelection}
            onSelect={setSelectedVizType}
            onConfirm={(vizType) => {
              setSelectedVizType(vizType);
              confirm(vizType);
            }}
          />
        </div>
        <TypeDetails type={selectedType} />
      </div>
    </Modal>
  );
}
