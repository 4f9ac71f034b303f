// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { FilterScope } from '@sightline/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDashboardUi, stubDashboardApi } from '../../../../appTesting/dashboard/renderDashboard';
import { scopeMessages } from './messages';
import { ScopeTree } from './ScopeTree';
import { tabbedCharts, tabbedDashboard } from './scopeTestDashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTree(value: FilterScope, excludeChartId?: number) {
  stubDashboardApi();
  const onChange = vi.fn();
  renderDashboardUi(<ScopeTree value={value} onChange={onChange} excludeChartId={excludeChartId} />, {
    dashboard: tabbedDashboard(),
    charts: tabbedCharts,
  });
  return onChange;
}

/** The tree row showing `title`. */
const treeNode = (title: string) => screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
const checkbox = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (title: string) => checkbox(title).classList.contains('ant-tree-checkbox-checked');

describe('ScopeTree', () => {
  it('shows All panels, the tabs (nested) and the charts by name', () => {
    renderTree({ rootPath: ['ROOT_ID'], excluded: [] });
    for (const title of [scopeMessages.allPanels, 'North', 'South', 'Coast', 'Sales 1', 'Sales 4'])
      expect(screen.getByTitle(title)).toBeTruthy();
  });

  it('checks the charts in scope', () => {
    renderTree({ rootPath: ['TAB-south'], excluded: [3] });
    expect(['Sales 1', 'Sales 2', 'Sales 3'].map(isChecked)).toEqual([false, false, false]);
    expect(isChecked('Sales 4')).toBe(true);
    expect(isChecked('Coast')).toBe(true);
    expect(isChecked('South')).toBe(false);
  });

  it('answers the scope of the checked charts: a whole tab checked becomes its root', () => {
    const onChange = renderTree({ rootPath: [], excluded: [] });
    fireEvent.click(checkbox('North'));
    expect(onChange).toHaveBeenLastCalledWith({ rootPath: ['TAB-north'], excluded: [] });
  });

  it('unchecking a chart excludes it under the tab it is in; whole tabs stay roots', () => {
    const onChange = renderTree({ rootPath: ['ROOT_ID'], excluded: [] });
    fireEvent.click(checkbox('Sales 2'));
    expect(onChange).toHaveBeenLastCalledWith({ rootPath: ['TAB-north', 'TAB-south'], excluded: [2] });
  });

  it('leaves out the excluded chart and keeps it excluded from every answer', () => {
    const onChange = renderTree({ rootPath: ['ROOT_ID'], excluded: [1] }, 1);
    expect(screen.queryByTitle('Sales 1')).toBeNull();
    expect(isChecked(scopeMessages.allPanels)).toBe(true);
    fireEvent.click(checkbox('Sales 3'));
    expect(onChange).toHaveBeenLastCalledWith({ rootPath: ['TAB-north', 'TAB-coast'], excluded: [1] });
  });
});
