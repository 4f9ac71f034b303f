import type { AnyChartPlugin, ChartMetadata } from './chartPlugin.js';

/**
 * The chart types the app knows, built-in and loaded at run time (dynamic plugins). One instance per app;
 * listeners hear about late registrations so the gallery and open charts pick up dynamic plugins.
 */
export class ChartPluginRegistry {
  private readonly plugins = new Map<string, AnyChartPlugin>();
  private readonly listeners = new Set<() => void>();

  register(plugin: AnyChartPlugin): this {
    this.plugins.set(plugin.metadata.vizType, plugin);
    for (const listener of this.listeners) listener();
    return this;
  }

  get(vizType: string): AnyChartPlugin | undefined {
    return this.plugins.get(vizType);
  }

  has(vizType: string): boolean {
    return this.plugins.has(vizType);
  }

  /** Metadata of every registered chart type, in registration order (the gallery's display order). */
  metadata(): ChartMetadata[] {
    return [...this.plugins.values()].map((plugin) => plugin.metadata);
  }

  /** The name users see for a viz type; an unknown (e.g. not yet loaded third-party) type shows its key. */
  nameOf(vizType: string): string {
    return this.plugins.get(vizType)?.metadata.name ?? vizType;
  }

  /** Calls `listener` after each registration; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The app's registry. Built-in plugins are added by `registerBuiltInChartPlugins`. */
export const chartRegistry = new ChartPluginRegistry();

/** The app's filter types (plugins with the NATIVE_FILTER behaviour), apart from the chart gallery. */
export const nativeFilterRegistry = new ChartPluginRegistry();
