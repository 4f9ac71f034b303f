/**
 * What the chart-type gallery lists, in which order, for a sidebar selection or a search. Pure: metadata in, metadata out, so every rule has a unit test.
 */
import type { ChartMetadata } from '@sightline/charts';
import Fuse, { type IFuseOptions } from 'fuse.js';

export const OTHER_CATEGORY = 'Other';

/** The sidebar's 'Recommended tags', always shown, in this order. */
export const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;

/** One sidebar item. Recommended tags and Tags are separate sections so only the clicked item lights up. */
export type GallerySelection =
  | { section: 'all' }
  | { section: 'recommended'; tag: string }
  | { section: 'category'; category: string }
  | { section: 'tags'; tag: string };

/** The gallery opens on the tag Popular. */
export const DEFAULT_SELECTION: GallerySelection = { section: 'recommended', tag: 'Popular' };

/** Threshold 0.3; name weighs 4, tags 2, description 1 (Superset leaves it at Fuse's 1). */
export const GALLERY_FUSE_OPTIONS: IFuseOptions<ChartMetadata> = {
  threshold: 0.3,
  // Match anywhere in a description, not only near its start.
  ignoreLocation: true,
  includeScore: true,
  keys: [
    { name: 'name', weight: 4 },
    { name: 'tags', weight: 2 },
    { name: 'description', weight: 1 },
  ],
};

/** Chart tags that move a type within the default order. */
export const DEPRECATED_WEIGHT = -0.1;
export const FEATURED_WEIGHT = 0.1;

function hasTag(metadata: ChartMetadata, tag: string): boolean {
  return (metadata.tags ?? []).some((candidate) => candidate.toLowerCase() === tag);
}

export function isDeprecated(metadata: ChartMetadata): boolean {
  return metadata.deprecated === true || metadata.label === 'DEPRECATED' || hasTag(metadata, 'deprecated');
}

function isFeatured(metadata: ChartMetadata): boolean {
  return metadata.label === 'FEATURED' || hasTag(metadata, 'featured');
}

export function typeWeight(metadata: ChartMetadata): number {
  if (isDeprecated(metadata)) return DEPRECATED_WEIGHT;
  if (isFeatured(metadata)) return FEATURED_WEIGHT;
  return 0;
}

/** Dynamic plugins may omit the category; they land in 'Other'. */
export function categoryOf(metadata: ChartMetadata): string {
  return metadata.category || OTHER_CATEGORY;
}

/**
 * Native filters are chart plugins too, but they are picked in the filter config, not here (Superset's
 * nativeFilterGate): a type that is only a native filter is left out; one that also cross-filters stays.
 */
export function isGalleryType(metadata: ChartMetadata): boolean {
  const behaviors = metadata.behaviors ?? [];
  return !behaviors.includes('NATIVE_FILTER') || behaviors.includes('INTERACTIVE_CHART');
}

/**
 * The default order: featured types first, deprecated ones last, otherwise the registry's fixed display
 * order. The sort is stable, so equal weights keep registration order.
 */
export function orderByDefault(types: readonly ChartMetadata[]): ChartMetadata[] {
  return [...types].sort((a, b) => typeWeight(b) - typeWeight(a));
}

/** Deprecated types stay out of the sidebar and the grid, except the one currently selected. */
export function listedTypes(
  types: readonly ChartMetadata[],
  selectedVizType: string | null,
): ChartMetadata[] {
  return types.filter((type) => !isDeprecated(type) || type.vizType === selectedVizType);
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The Category section: the categories present, alphabetical, 'Other' last. */
export function galleryCategories(types: readonly ChartMetadata[]): string[] {
  const categories = [...new Set(types.map(categoryOf))];
  return categories.sort((a, b) => {
    if (a === OTHER_CATEGORY) return 1;
    if (b === OTHER_CATEGORY) return -1;
    return byName.compare(a, b);
  });
}

/** The Tags section: every tag present, alphabetical regardless of case. */
export function galleryTags(types: readonly ChartMetadata[]): string[] {
  return [...new Set(types.flatMap((type) => type.tags ?? []))].sort(byName.compare);
}

export function matchesSelection(metadata: ChartMetadata, selection: GallerySelection): boolean {
  switch (selection.section) {
    case 'all':
      return true;
    case 'category':
      return categoryOf(metadata) === selection.category;
    case 'recommended':
    case 'tags':
      return (metadata.tags ?? []).includes(selection.tag);
  }
}

/** Asking for the tag 'deprecated' is asking to see the deprecated types. */
function selectsDeprecated(selection: GallerySelection): boolean {
  return (
    (selection.section === 'tags' || selection.section === 'recommended') &&
    selection.tag.toLowerCase() === 'deprecated'
  );
}

/** The registry's metadata prepared once per change: gated, in default order, with its search index. */
export interface GalleryIndex {
  types: readonly ChartMetadata[];
  fuse: Fuse<ChartMetadata>;
}

export function buildGalleryIndex(metadata: readonly ChartMetadata[]): GalleryIndex {
  const types = orderByDefault(metadata.filter(isGalleryType));
  // Fuse breaks score ties by position in its collection, so ties keep the default order.
  return { types, fuse: new Fuse(types, GALLERY_FUSE_OPTIONS) };
}

export function isSearching(query: string): boolean {
  return query.trim() !== '';
}

/** Search results, best score first; deprecated types are included because the user asked for them. */
export function searchTypes(index: GalleryIndex, query: string): ChartMetadata[] {
  if (!isSearching(query)) return [];
  return index.fuse.search(query.trim()).map((result) => result.item);
}

export interface GalleryView {
  selection: GallerySelection;
  query: string;
  selectedVizType: string | null;
}

/** The tiles to show: search results while searching (the sidebar is ignored), else the selection's. */
export function visibleTypes(index: GalleryIndex, view: GalleryView): ChartMetadata[] {
  if (isSearching(view.query)) return searchTypes(index, view.query);
  const candidates = selectsDeprecated(view.selection)
    ? index.types
    : listedTypes(index.types, view.selectedVizType);
  return candidates.filter((type) => matchesSelection(type, view.selection));
}

/** Where the gallery opens: on the current type's category so it is in view, else on Popular. */
export function initialSelection(index: GalleryIndex, vizType: string | null | undefined): GallerySelection {
  const current = vizType ? index.types.find((type) => type.vizType === vizType) : undefined;
  return current ? { section: 'category', category: categoryOf(current) } : DEFAULT_SELECTION;
}

/** A stable key per sidebar item (menu keys, test ids). */
export function selectionKey(selection: GallerySelection): string {
  switch (selection.section) {
    case 'all':
      return 'all';
    case 'category':
      return `category:${selection.category}`;
    case 'recommended':
    case 'tags':
      return `${selection.section}:${selection.tag}`;
  }
}

export function selectionFromKey(key: string): GallerySelection {
  const colon = key.indexOf(':');
  const section = colon < 0 ? key : key.slice(0, colon);
  const value = key.slice(colon + 1);
  if (section === 'category') return { section, category: value };
  if (section === 'recommended' || section === 'tags') return { section, tag: value };
  return { section: 'all' };
}
