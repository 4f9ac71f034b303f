import { chartRegistry, preloadChartComponent, registerBuiltInChartPlugins } from '@sightline/charts';

// Built-in types register when a module that reads the registry first loads, not at start-up: the sign-in
// page and the other pages need none of the plugins' code. Dynamic plugins load through this module too,
// so a bundle that replaces a built-in type is registered after it.
registerBuiltInChartPlugins(chartRegistry);

/** The app's chart registry, with the built-in chart types registered. */
export { chartRegistry };

/**
 * Starts loading the drawing code of these chart types now, so it arrives while their data is fetched
 * (the renderer's lazy component then finds the module already loaded). Unknown types are skipped.
 */
export function preloadChartComponents(vizTypes: Iterable<string>): void {
  for (const vizType of new Set(vizTypes)) {
    const plugin = chartRegistry.get(vizType);
    // The renderer reports a failed load when it draws.
    if (plugin) preloadChartComponent(plugin).catch(() => undefined);
  }
}
