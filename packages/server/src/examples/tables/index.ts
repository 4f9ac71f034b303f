import { birthNames } from './birthNames.js';
import { countryIndicators } from './countryIndicators.js';
import type { ExampleTable } from './exampleTable.js';
import { geoPoints } from './geoPoints.js';
import { orders } from './orders.js';
import { webEvents } from './webEvents.js';

export * from './exampleTable.js';

export const EXAMPLE_TABLES: readonly ExampleTable[] = [
  birthNames,
  orders,
  webEvents,
  countryIndicators,
  geoPoints,
];
