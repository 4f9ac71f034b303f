import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineChartPlugin, vizImages } from './defineChartPlugin.js';

const declaration = {
  metadata: {
    vizType: 'pie',
    name: 'Pie Chart',
    category: 'Part of a Whole' as const,
    tags: ['Popular'],
    exampleCaption: 'Revenue by region',
    behaviors: [],
  },
  controlPanel: { controlPanelSections: [] },
  formDataSchema: z.looseObject({}),
  buildQuery: () => ({ datasource: { id: 1, type: 'table' as const }, queries: [] }),
  transformProps: () => ({}),
  loadComponent: () => Promise.resolve({ default: () => null }),
};

describe('defineChartPlugin', () => {
  it('names the images by the viz type', () => {
    expect(vizImages('pie', 'Revenue by region')).toEqual({
      thumbnail: '/static/viz/pie.png',
      exampleGallery: [{ url: '/static/viz/pie-example-1.png', caption: 'Revenue by region' }],
    });
  });

  it('fills in the images and the first form-data version', () => {
    const plugin = defineChartPlugin(declaration);
    expect(plugin.metadata).toEqual({
      vizType: 'pie',
      name: 'Pie Chart',
      category: 'Part of a Whole',
      tags: ['Popular'],
      behaviors: [],
      ...vizImages('pie', 'Revenue by region'),
    });
    expect([plugin.formDataVersion, plugin.migrations]).toEqual([1, []]);
    const migrations = [{ fromVersion: 1, migrate: (formData: Record<string, unknown>) => formData }];
    expect(defineChartPlugin({ ...declaration, formDataVersion: 2, migrations })).toMatchObject({
      formDataVersion: 2,
      migrations,
    });
  });
});
