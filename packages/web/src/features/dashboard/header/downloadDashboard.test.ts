// @vitest-environment jsdom
import type { DashboardLayout } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { dashboardFileName, outermostTabIds, waitForChartsLoaded } from './downloadDashboard';

const node = (id: string, type: string, children: string[] = []) => ({ id, type, children, meta: {} });

describe('dashboardFileName', () => {
  it('is the file-safe title plus the local time', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7);
    expect(dashboardFileName('Sales: overview / 2026', at, 'pdf')).toBe(
      'Sales_overview_2026-2026-11-21_09-05-07.pdf',
    );
    expect(dashboardFileName('', at, 'png')).toBe('dashboard-2026-11-21_09-05-07.png');
  });
});

describe('outermostTabIds', () => {
  it('lists the tabs of a TABS under ROOT', () => {
    const layout = {
      ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-1']),
      'TABS-1': node('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
      'TAB-a': node('TAB-a', 'TAB'),
      'TAB-b': node('TAB-b', 'TAB'),
    } as unknown as DashboardLayout;
    expect(outermostTabIds(layout)).toEqual(['TAB-a', 'TAB-b']);
  });

  it('lists the tabs of TABS placed in the grid, not the tabs nested inside them', () => {
    const layout = {
      ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: node('GRID_ID', 'GRID', ['ROW-1', 'TABS-1', 'TABS-2']),
      'ROW-1': node('ROW-1', 'ROW'),
      'TABS-1': node('TABS-1', 'TABS', ['TAB-a', 'TAB-b']),
      'TAB-a': node('TAB-a', 'TAB', ['TABS-3']),
      'TABS-3': node('TABS-3', 'TABS', ['TAB-inner']),
      'TAB-inner': node('TAB-inner', 'TAB'),
      'TAB-b': node('TAB-b', 'TAB'),
      'TABS-2': node('TABS-2', 'TABS', ['TAB-c']),
      'TAB-c': node('TAB-c', 'TAB'),
    } as unknown as DashboardLayout;
    expect(outermostTabIds(layout)).toEqual(['TAB-a', 'TAB-b', 'TAB-c']);
  });

  it('is empty for a dashboard without tabs', () => {
    const layout = {
      ROOT_ID: node('ROOT_ID', 'ROOT', ['GRID_ID']),
      GRID_ID: node('GRID_ID', 'GRID', ['ROW-1']),
      'ROW-1': node('ROW-1', 'ROW'),
    } as unknown as DashboardLayout;
    expect(outermostTabIds(layout)).toEqual([]);
  });
});

describe('waitForChartsLoaded', () => {
  it('waits while a chart is loading', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-testid="dashboard-chart" data-status="loading"></div>';
    const chart = root.firstElementChild!;
    setTimeout(() => chart.setAttribute('data-status', 'rendered'), 60);
    const started = Date.now();
    await waitForChartsLoaded(root, { settleMs: 0, intervalMs: 10, timeoutMs: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(chart.getAttribute('data-status')).toBe('rendered');
  });

  it('gives up after the timeout', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div data-testid="dashboard-chart" data-status="loading"></div>';
    await waitForChartsLoaded(root, { settleMs: 0, intervalMs: 5, timeoutMs: 30 });
    expect(root.querySelector('[data-status="loading"]')).not.toBeNull();
  });
});
