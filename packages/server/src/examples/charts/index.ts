import { BIRTH_CHARTS } from './births.js';
import type { ExampleChartDefinition } from './chartDefinition.js';
import { SALES_CHARTS } from './sales.js';
import { WEB_CHARTS } from './web.js';
import { WORLD_CHARTS } from './world.js';

export type { ExampleChartDefinition } from './chartDefinition.js';

export const EXAMPLE_CHARTS: readonly ExampleChartDefinition[] = [
  ...BIRTH_CHARTS,
  ...SALES_CHARTS,
  ...WEB_CHARTS,
  ...WORLD_CHARTS,
];
