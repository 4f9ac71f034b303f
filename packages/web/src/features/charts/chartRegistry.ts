import { chartRegistry, registerBuiltInChartPlugins } from '@sightline/charts';

// Built-in types register when a module that reads the registry first loads, not at start-up: the sign-in
// page and the other pages need none of the plugins' code. Dynamic plugins load through this module too,
// so a bundle that replaces a built-in type is registered after it.
registerBuiltInChartPlugins(chartRegistry);

/** The app's chart registry, with the built-in chart types registered. */
export { chartRegistry };
