import { baseFormDataSchema } from '@sightline/charts';
import { describe, expect, it } from 'vitest';
import { toChartPlugin } from './pluginShape';

const minimal = () => ({
  metadata: { vizType: 'hello_chart', name: 'Hello chart' },
  formDataSchema: baseFormDataSchema,
  buildQuery: () => ({ datasource: { id: 1, type: 'table' }, queries: [] }),
  transformProps: () => ({}),
  loadComponent: async () => ({ default: () => null }),
});

describe('toChartPlugin', () => {
  it('fills the metadata and contract defaults a bundle may leave out', () => {
    const plugin = toChartPlugin({ ...minimal(), metadata: { ...minimal().metadata, category: 'Nonsense' } });
    expect(plugin.metadata).toEqual({
      vizType: 'hello_chart',
      name: 'Hello chart',
      category: 'Other',
      tags: [],
      thumbnail: '',
      exampleGallery: [],
      behaviors: [],
    });
    expect(plugin.controlPanel).toEqual({ controlPanelSections: [] });
    expect(plugin.formDataVersion).toBe(1);
    expect(plugin.migrations).toEqual([]);
  });

  it('keeps what the bundle declares and drops values of the wrong kind', () => {
    const plugin = toChartPlugin({
      ...minimal(),
      metadata: {
        vizType: 'hello_chart',
        name: 'Hello chart',
        category: 'Table',
        tags: ['Custom', 7],
        description: 'Lists rows',
        exampleGallery: [{ url: '/x.png', caption: 'X' }, { url: 5 }],
        behaviors: ['DRILL_TO_DETAIL', 'FLY'],
      },
      controlPanel: { controlPanelSections: [{ label: 'Query', controlSetRows: [] }] },
      formDataVersion: 3,
    });
    expect(plugin.metadata).toMatchObject({
      category: 'Table',
      tags: ['Custom'],
      description: 'Lists rows',
      exampleGallery: [{ url: '/x.png', caption: 'X' }],
      behaviors: ['DRILL_TO_DETAIL'],
    });
    expect(plugin.controlPanel.controlPanelSections).toHaveLength(1);
    expect(plugin.formDataVersion).toBe(3);
  });

  it('names what is wrong with a plugin that cannot work', () => {
    expect(() => toChartPlugin(null)).toThrow('a chart plugin must be an object.');
    expect(() => toChartPlugin({ ...minimal(), metadata: { name: 'x' } })).toThrow(
      'metadata.vizType must be a non-empty string.',
    );
    expect(() => toChartPlugin({ ...minimal(), metadata: { vizType: 'x' } })).toThrow(
      'metadata.name must be a non-empty string.',
    );
    expect(() => toChartPlugin({ ...minimal(), transformProps: 'nope' })).toThrow(
      'transformProps must be a function.',
    );
    expect(() => toChartPlugin({ ...minimal(), formDataSchema: {} })).toThrow(
      /formDataSchema must be a zod schema/,
    );
    expect(() => toChartPlugin({ ...minimal(), controlPanel: { sections: [] } })).toThrow(
      'controlPanel must be an object with a controlPanelSections list.',
    );
  });
});
