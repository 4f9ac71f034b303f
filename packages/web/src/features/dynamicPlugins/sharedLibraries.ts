import * as sdk from '@sightline/charts';
import * as React from 'react';
import * as ReactDOM from 'react-dom/client';
import type { SharedLibraries } from './loadDynamicPlugins';

/**
 * The libraries every bundle receives (a fixed set). Bundles use the app's own React and
 * chart SDK instead of bringing copies: one React per page is required for hooks, and the SDK gives
 * them the same registry, formatters and color scales as built-in charts. ECharts is loaded on demand.
 */
export const sharedLibraries: SharedLibraries = Object.freeze({
  React,
  ReactDOM,
  sdk,
  loadECharts: () => import('@sightline/charts/echarts'),
});
