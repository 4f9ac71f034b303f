// @vitest-environment jsdom
/// <reference types="node" />
import '../../../testing/jsdomPolyfills';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { renderDashboardUi, stubChartDataApi } from '../../../appTesting/dashboard/renderDashboard';
import { chartAction } from '../state/dashboardSlice';
import { DashboardChart } from './DashboardChart';

// The test runner empties imported CSS (even `?raw`): the sheet is read from the file.
const chartCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'dashboardChart.css'), 'utf8');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const style = document.createElement('style');
  style.textContent = chartCss;
  document.head.appendChild(style);
});
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a dashboard chart being refreshed', () => {
  it('keeps its drawing with no spinner over it and marks its title row instead', async () => {
    stubChartDataApi();
    const { store } = renderDashboardUi(
      <DashboardChart chartId={1} layoutId="CHART-one" width={400} height={300} />,
      { user: testUser({ id: 7 }), dashboard: testDashboard(), charts: [testSlice(1)] },
    );
    const holder = screen.getByTestId('dashboard-chart');
    await waitFor(() => expect(holder.dataset.status).toBe('rendered'));
    const header = holder.querySelector('.sl-dashboard-chart-header')!;
    expect(getComputedStyle(header).boxShadow).toBe('');

    // A filter's new query starts: the previous answer stays on screen until the new one arrives.
    act(() => {
      store.dispatch(
        chartAction({ id: 1, action: { type: 'chartUpdateStarted', queryFormData: {}, at: Date.now() } }),
      );
    });
    // Chart events reach the page at the next frame (auto-batched).
    await waitFor(() => expect(holder.dataset.status).toBe('loading'));
    expect(holder.querySelector('.sl-chart-refreshing')).toBeNull();
    expect(getComputedStyle(header).boxShadow).toBe('inset 0 -2px 0 #1677ff');
  });
});
