import type { LayoutBlock } from './dashboardLayout.js';

/** The example dashboards as data; the loader turns them into layout trees with real chart ids. */
export interface ExampleDashboardDefinition {
  key: string;
  dashboard_title: string;
  slug: string;
  blocks: LayoutBlock[];
  css?: string;
}

const SALES_INTRO = `# Sales overview

Revenue of the scale-model shop, **2022-2025**. Orders peak every
November and December; click a region or product line to cross-filter.`;

export const EXAMPLE_DASHBOARDS: readonly ExampleDashboardDefinition[] = [
  {
    key: 'sales-dashboard',
    dashboard_title: 'Sales Dashboard',
    slug: 'sales',
    blocks: [
      {
        row: [
          { markdown: SALES_INTRO, width: 4, height: 50 },
          { chart: 'sales-total', width: 4 },
          { chart: 'sales-by-region', width: 4 },
        ],
      },
      { header: 'Trends' },
      {
        row: [
          { chart: 'sales-monthly', width: 6 },
          { chart: 'sales-by-product-line', width: 6 },
        ],
      },
      { header: 'Products and customers' },
      {
        row: [
          { chart: 'sales-deal-size', width: 4 },
          { chart: 'sales-sunburst', width: 4 },
          { chart: 'sales-treemap', width: 4 },
        ],
      },
      {
        row: [
          { chart: 'sales-top-customers', width: 6, height: 60 },
          { chart: 'sales-pivot', width: 6, height: 60 },
        ],
      },
      { header: 'Monthly performance' },
      {
        row: [
          { chart: 'sales-revenue-and-orders', width: 8 },
          { chart: 'sales-product-line-radar', width: 4 },
        ],
      },
      {
        row: [
          { chart: 'sales-monthly-kpis', width: 6, height: 40 },
          { chart: 'sales-product-line-trends', width: 6, height: 40 },
        ],
      },
      {
        row: [
          { chart: 'sales-unit-price-steps', width: 6 },
          { chart: 'sales-customer-boxplot', width: 6 },
        ],
      },
    ],
  },
  {
    key: 'births-dashboard',
    dashboard_title: 'Births',
    slug: 'births',
    blocks: [
      {
        row: [
          { chart: 'births-total', width: 3 },
          { chart: 'births-trend', width: 3 },
          { chart: 'births-gender-split', width: 3 },
          { chart: 'births-top-names', width: 3 },
        ],
      },
      {
        row: [
          { chart: 'births-by-gender', width: 8 },
          { chart: 'births-name-cloud', width: 4 },
        ],
      },
      { row: [{ chart: 'births-by-state', width: 12 }] },
      {
        row: [
          { chart: 'births-girls-heatmap', width: 6, height: 70 },
          { chart: 'births-pivot', width: 6, height: 70 },
        ],
      },
    ],
  },
  {
    // A filter box filtering the births charts: the legacy filters and their migration to native ones.
    key: 'births-filter-box-dashboard',
    dashboard_title: 'Births (filter box)',
    slug: 'births-filter-box',
    blocks: [
      {
        row: [
          { chart: 'births-filter-box', width: 4, height: 60 },
          { chart: 'births-by-gender', width: 8, height: 60 },
        ],
      },
      {
        row: [
          { chart: 'births-total', width: 4 },
          { chart: 'births-top-names', width: 4 },
          { chart: 'births-gender-split', width: 4 },
        ],
      },
    ],
  },
  {
    key: 'web-analytics-dashboard',
    dashboard_title: 'Web Analytics',
    slug: 'web-analytics',
    blocks: [
      {
        tabs: [
          {
            title: 'Traffic',
            blocks: [
              {
                row: [
                  { chart: 'web-unique-users', width: 4 },
                  { chart: 'web-revenue-trend', width: 4 },
                  { chart: 'web-funnel', width: 4 },
                ],
              },
              {
                row: [
                  { chart: 'web-events-per-day', width: 6 },
                  { chart: 'web-page-views-smooth', width: 6 },
                ],
              },
              {
                row: [
                  { chart: 'web-events-by-device', width: 8 },
                  { chart: 'web-browsers', width: 4 },
                ],
              },
            ],
          },
          {
            title: 'Performance',
            blocks: [
              {
                row: [
                  { chart: 'web-latency-gauge', width: 4 },
                  { chart: 'web-latency-histogram', width: 8 },
                ],
              },
              { row: [{ chart: 'web-latency-scatter', width: 12 }] },
              { row: [{ chart: 'web-hourly-heatmap', width: 12, height: 60 }] },
            ],
          },
        ],
      },
    ],
  },
];

/** Dashboard metadata Superset stores in json_metadata for a fresh dashboard. */
export function defaultDashboardMetadata(): Record<string, unknown> {
  return {
    color_scheme: 'supersetColors',
    label_colors: {},
    shared_label_colors: {},
    color_scheme_domain: [],
    refresh_frequency: 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    default_filters: '{}',
    filter_scopes: {},
    native_filter_configuration: [],
    chart_configuration: {},
    cross_filters_enabled: true,
  };
}
