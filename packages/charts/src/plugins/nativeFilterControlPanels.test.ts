import { describe, expect, it } from 'vitest';
import { controlsOf } from '../sdk/controlsOf.js';
import { checkControlPanel } from '../sdk/testing/checkControlPanel.js';
import { BUILT_IN_FILTER_PLUGINS } from './index.js';

describe('the control panels of the filter types without options', () => {
  for (const plugin of BUILT_IN_FILTER_PLUGINS.filter((p) => p.metadata.vizType !== 'filter_select')) {
    const { vizType } = plugin.metadata;
    it(`${vizType} has only "Filter value is required", which never re-queries`, () => {
      checkControlPanel(plugin, {
        id: 'x',
        type: 'NATIVE_FILTER',
        name: 'x',
        filterType: vizType,
        targets: [],
      });
      expect([...controlsOf(plugin.controlPanel)].map(([name, c]) => [name, c.affects])).toEqual([
        ['enableEmptyFilter', 'render'],
      ]);
    });
  }
});
