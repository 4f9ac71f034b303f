import type { ChartMetadata } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import {
  buildGalleryIndex,
  DEFAULT_SELECTION,
  galleryCategories,
  galleryTags,
  GALLERY_FUSE_OPTIONS,
  initialSelection,
  listedTypes,
  orderByDefault,
  searchTypes,
  selectionFromKey,
  selectionKey,
  typeWeight,
  visibleTypes,
  type GallerySelection,
} from './galleryFilters';
import {
  ALL_FIXTURES,
  bigNumber,
  customPlugin,
  heatmap,
  legacyHeatmap,
  lineChart,
  pie,
  rollingMean,
  worldMap,
} from './testing/galleryFixtures';

const index = buildGalleryIndex(ALL_FIXTURES);
const keys = (types: readonly ChartMetadata[]) => types.map((type) => type.vizType);
const show = (selection: GallerySelection, query = '', selectedVizType: string | null = null) =>
  keys(visibleTypes(index, { selection, query, selectedVizType }));

function meta(vizType: string, extra: Partial<ChartMetadata> = {}): ChartMetadata {
  return {
    vizType,
    name: vizType,
    category: 'Other',
    tags: [],
    thumbnail: '',
    exampleGallery: [],
    behaviors: [],
    ...extra,
  };
}

describe('the Fuse search', () => {
  it('uses threshold 0.3 and weights name 4, tags 2, description 1', () => {
    expect(GALLERY_FUSE_OPTIONS.threshold).toBe(0.3);
    expect(GALLERY_FUSE_OPTIONS.keys).toEqual([
      { name: 'name', weight: 4 },
      { name: 'tags', weight: 2 },
      { name: 'description', weight: 1 },
    ]);
  });

  it('ranks a name match over a tag match over a description match, whatever the registry order', () => {
    const inDescription = meta('c', { name: 'Cee', description: 'Gamma' });
    const inTags = meta('b', { name: 'Bee', tags: ['Gamma'] });
    const inName = meta('a', { name: 'Gamma' });
    // Registered worst-first: equal weights would keep this order (Fuse breaks ties by position).
    const gammaIndex = buildGalleryIndex([inDescription, inTags, inName]);
    expect(keys(searchTypes(gammaIndex, 'gamma'))).toEqual(['a', 'b', 'c']);
  });

  it('forgives one typo in five letters (0.2) but not two (0.4)', () => {
    const gammaIndex = buildGalleryIndex([meta('a', { name: 'Gamma' })]);
    expect(keys(searchTypes(gammaIndex, 'gamna'))).toEqual(['a']);
    expect(keys(searchTypes(gammaIndex, 'gxmna'))).toEqual([]);
  });

  it('matches anywhere in a long description, not only near its start', () => {
    const late = meta('late', {
      name: 'Late',
      description: 'A long description whose interesting word comes only at the very end: sparkle',
    });
    expect(keys(searchTypes(buildGalleryIndex([late]), 'sparkle'))).toEqual(['late']);
  });

  it('returns nothing for a blank query', () => {
    expect(searchTypes(index, '   ')).toEqual([]);
  });
});

describe('sidebar sections', () => {
  it('lists the categories present alphabetically with Other last; no category counts as Other', () => {
    expect(galleryCategories(listedTypes(index.types, null))).toEqual([
      'Correlation',
      'Evolution',
      'KPI',
      'Map',
      'Part of a Whole',
      'Table',
      'Other',
    ]);
    expect(show({ section: 'category', category: 'Other' })).toEqual([customPlugin.vizType]);
  });

  it('keeps Other last even when it is the first category seen', () => {
    expect(
      galleryCategories([meta('x'), meta('y', { category: 'Table' }), meta('z', { category: 'KPI' })]),
    ).toEqual(['KPI', 'Table', 'Other']);
  });

  it('lists every tag present once, sorted regardless of case', () => {
    expect(
      galleryTags([meta('a', { tags: ['beta', 'Alpha'] }), meta('b', { tags: ['Alpha', 'Gamma'] })]),
    ).toEqual(['Alpha', 'beta', 'Gamma']);
    const tags = galleryTags(listedTypes(index.types, null));
    expect(tags).toContain('Popular');
    expect(tags).toContain('featured');
    // 'Legacy' is carried only by the deprecated heatmap, which is not listed.
    expect(tags).not.toContain('Legacy');
  });

  it('leaves native filters out of the gallery but keeps a filter that also cross-filters', () => {
    expect(keys(index.types)).not.toContain('filter_select');
    const both = meta('both', { behaviors: ['NATIVE_FILTER', 'INTERACTIVE_CHART'] });
    expect(keys(buildGalleryIndex([both]).types)).toEqual(['both']);
  });
});

describe('the grid for a sidebar selection', () => {
  it('opens on the tag Popular', () => {
    expect(DEFAULT_SELECTION).toEqual({ section: 'recommended', tag: 'Popular' });
    expect(show(DEFAULT_SELECTION)).toEqual(['big_number_total', 'echarts_timeseries_line', 'table', 'pie']);
  });

  it('filters by a recommended tag, a category and a tag', () => {
    expect(show({ section: 'recommended', tag: 'ECharts' })).toEqual([
      'echarts_timeseries_line',
      'pie',
      'heatmap_v2',
    ]);
    expect(show({ section: 'recommended', tag: 'Advanced-Analytics' })).toEqual(['rolling_forecast']);
    expect(show({ section: 'category', category: 'Evolution' })).toEqual([
      'rolling_forecast',
      'echarts_timeseries_line',
    ]);
    expect(show({ section: 'tags', tag: 'Report' })).toEqual(['big_number_total', 'table', 'world_map']);
  });

  it('shows every listed type under All charts: featured first, then registry order, no deprecated', () => {
    expect(show({ section: 'all' })).toEqual([
      'rolling_forecast',
      'big_number_total',
      'echarts_timeseries_line',
      'table',
      'pie',
      'heatmap_v2',
      'world_map',
      'acme_sparkline',
    ]);
  });

  it('ignores the sidebar while searching and orders by score', () => {
    expect(show({ section: 'category', category: 'Map' }, 'pie')).toEqual(['pie']);
    expect(show({ section: 'category', category: 'Map' }, 'heatmap')).toEqual(['heatmap_v2', 'heatmap']);
  });
});

describe('deprecated and featured types', () => {
  it('weighs deprecated -0.1 and featured +0.1, by flag, badge or tag', () => {
    expect(typeWeight(legacyHeatmap)).toBe(-0.1);
    expect(typeWeight(meta('d', { tags: ['deprecated'] }))).toBe(-0.1);
    expect(typeWeight(rollingMean)).toBe(0.1);
    expect(typeWeight(meta('f', { tags: ['featured'] }))).toBe(0.1);
    expect(typeWeight(bigNumber)).toBe(0);
  });

  it('orders featured first and deprecated last, keeping registry order otherwise', () => {
    expect(keys(orderByDefault([legacyHeatmap, bigNumber, rollingMean, worldMap]))).toEqual([
      'rolling_forecast',
      'big_number_total',
      'world_map',
      'heatmap',
    ]);
  });

  it('hides deprecated types unless searched for or currently selected', () => {
    expect(show({ section: 'category', category: 'Correlation' })).toEqual(['heatmap_v2']);
    expect(show({ section: 'category', category: 'Correlation' }, '', 'heatmap')).toEqual([
      'heatmap_v2',
      'heatmap',
    ]);
    expect(show({ section: 'all' }, 'legacy')).toEqual(['heatmap']);
    expect(keys(listedTypes(index.types, 'heatmap'))).toContain('heatmap');
  });

  it('shows the deprecated types when the tag deprecated is picked', () => {
    const old = meta('old', { tags: ['deprecated'] });
    const deprecatedIndex = buildGalleryIndex([bigNumber, old]);
    const view = {
      selection: { section: 'tags', tag: 'deprecated' } as const,
      query: '',
      selectedVizType: null,
    };
    expect(keys(visibleTypes(deprecatedIndex, view))).toEqual(['old']);
  });
});

describe('initialSelection', () => {
  it("opens on the current type's category so it is in view", () => {
    expect(initialSelection(index, pie.vizType)).toEqual({
      section: 'category',
      category: 'Part of a Whole',
    });
    expect(initialSelection(index, customPlugin.vizType)).toEqual({ section: 'category', category: 'Other' });
  });

  it('opens on Popular without a value or with an unregistered one', () => {
    expect(initialSelection(index, undefined)).toEqual(DEFAULT_SELECTION);
    expect(initialSelection(index, 'no_such_type')).toEqual(DEFAULT_SELECTION);
    expect(initialSelection(index, heatmap.vizType)).toEqual({
      section: 'category',
      category: 'Correlation',
    });
    expect(lineChart.category).toBe('Evolution');
  });
});

describe('selection keys', () => {
  it('round-trips every section, including a tag with a colon', () => {
    const selections: GallerySelection[] = [
      { section: 'all' },
      { section: 'recommended', tag: 'Popular' },
      { section: 'category', category: 'Part of a Whole' },
      { section: 'tags', tag: 'ns:tag' },
    ];
    for (const selection of selections) expect(selectionFromKey(selectionKey(selection))).toEqual(selection);
    expect(selectionKey({ section: 'recommended', tag: 'Popular' })).not.toBe(
      selectionKey({ section: 'tags', tag: 'Popular' }),
    );
  });
});
