import { describe, expect, it, vi } from 'vitest';
import type { AnyChartPlugin } from './chartPlugin.js';
import { ChartPluginRegistry } from './registry.js';

const plugin = (vizType: string) => ({ metadata: { vizType, name: vizType } }) as unknown as AnyChartPlugin;

describe('ChartPluginRegistry', () => {
  it('finds plugins by viz type and lists them in registration order', () => {
    const registry = new ChartPluginRegistry().register(plugin('b')).register(plugin('a'));
    expect(registry.get('a')?.metadata.vizType).toBe('a');
    expect(registry.has('c')).toBe(false);
    expect(registry.metadata().map((m) => m.vizType)).toEqual(['b', 'a']);
  });

  it('names viz types by their plugin, unknown ones by their key', () => {
    const registry = new ChartPluginRegistry().register(plugin('pie'));
    expect(registry.nameOf('pie')).toBe('pie');
    expect(registry.nameOf('my_plugin_chart')).toBe('my_plugin_chart');
    // Keys are viz_type values from the database: Object.prototype's names are not chart names.
    expect(registry.nameOf('toString')).toBe('toString');
  });

  it('tells listeners about late registrations until they unsubscribe', () => {
    const registry = new ChartPluginRegistry();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.register(plugin('dynamic'));
    unsubscribe();
    registry.register(plugin('later'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
