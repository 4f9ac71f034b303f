import type { DashboardLayout, LayoutNode, LayoutNodeType } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import {
  activeTabOf,
  anchorFromHash,
  formatActiveTabsParam,
  parseActiveTabsParam,
  sameTabs,
  withActiveTab,
  withPathOpen,
} from './activeTabs';

const node = (id: string, type: LayoutNodeType, children: string[] = []): LayoutNode => ({
  id,
  type,
  children,
  meta: {},
});

// Top-level tabs A | B; tab B holds nested tabs B1 | B2 with a chart in B2.
const layout: DashboardLayout = {
  ROOT_ID: node('ROOT_ID', 'ROOT', ['TABS-top']),
  'TABS-top': node('TABS-top', 'TABS', ['TAB-a', 'TAB-b']),
  'TAB-a': node('TAB-a', 'TAB'),
  'TAB-b': node('TAB-b', 'TAB', ['TABS-inner']),
  'TABS-inner': node('TABS-inner', 'TABS', ['TAB-b1', 'TAB-b2']),
  'TAB-b1': node('TAB-b1', 'TAB'),
  'TAB-b2': node('TAB-b2', 'TAB', ['ROW-1']),
  'ROW-1': node('ROW-1', 'ROW', ['CHART-1']),
  'CHART-1': node('CHART-1', 'CHART'),
};

describe('active tabs', () => {
  it('shows the listed tab of a tabs component, else its first tab', () => {
    const tabs = layout['TABS-top']!.children;
    expect(activeTabOf(tabs, [])).toBe('TAB-a');
    expect(activeTabOf(tabs, ['TAB-b2', 'TAB-b'])).toBe('TAB-b');
    expect(activeTabOf([], ['TAB-b'])).toBeNull();
  });

  it('opening a tab closes its siblings and keeps the other tabs components’ choices', () => {
    expect(withActiveTab(layout, ['TAB-a', 'TAB-b2'], 'TAB-b')).toEqual(['TAB-b2', 'TAB-b']);
    expect(withActiveTab(layout, ['TAB-b', 'TAB-b2'], 'TAB-b1')).toEqual(['TAB-b', 'TAB-b1']);
  });

  it('opens every tab on the path to a component (directPathToChild)', () => {
    const path = ['ROOT_ID', 'TABS-top', 'TAB-b', 'TABS-inner', 'TAB-b2', 'ROW-1', 'CHART-1'];
    expect(withPathOpen(layout, ['TAB-a', 'TAB-b1'], path)).toEqual(['TAB-b', 'TAB-b2']);
  });
});

describe('active tabs in the URL', () => {
  it('reads ?activeTabs= keeping only tab ids of this layout', () => {
    expect(parseActiveTabsParam('TAB-b, TAB-b2,CHART-1,TAB-gone', layout)).toEqual(['TAB-b', 'TAB-b2']);
    expect(parseActiveTabsParam(null, layout)).toEqual([]);
    expect(formatActiveTabsParam(['TAB-b', 'TAB-b2'])).toBe('TAB-b,TAB-b2');
  });

  it('reads the anchor from the hash when it names a component', () => {
    expect(anchorFromHash('#CHART-1', layout)).toBe('CHART-1');
    expect(anchorFromHash('#CHART-nope', layout)).toBeNull();
    expect(anchorFromHash('', layout)).toBeNull();
  });

  it('compares tab lists regardless of order', () => {
    expect(sameTabs(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameTabs(['a'], ['a', 'b'])).toBe(false);
  });
});
