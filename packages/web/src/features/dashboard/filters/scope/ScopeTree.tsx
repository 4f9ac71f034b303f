import { chartsInScope, scopeFromCheckedCharts, scopeTreeOf, type FilterScope } from '@sightline/core';
import { Tree } from 'antd';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../state/dashboardSlice';
import { selectChartTitleOf } from '../chartTitles';
import { chartKeysOf, checkedChartIds, scopeTreeItems } from './scopeTreeData';

export interface ScopeTreeProps {
  value: FilterScope;
  onChange(scope: FilterScope): void;
  /** A cross-filtering chart: left out of the tree and always excluded from the scope. */
  excludeChartId?: number;
}

/**
 * Picks a filter's scope on the dashboard's layout: the tabs and the charts inside them (charts outside
 * any tab directly under 'All panels'); the checked charts are the ones in scope.
 */
export function ScopeTree({ value, onChange, excludeChartId }: ScopeTreeProps) {
  const layout = useSelector(selectLayout);
  const titleOf = useSelector(selectChartTitleOf);
  const root = useMemo(
    () => scopeTreeItems(scopeTreeOf(layout), titleOf, excludeChartId),
    [layout, titleOf, excludeChartId],
  );
  const checkedKeys = useMemo(
    () => (root ? chartKeysOf(root, chartsInScope(layout, value)) : []),
    [root, layout, value],
  );
  if (!root) return null;
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      treeData={[root]}
      checkedKeys={checkedKeys}
      onCheck={(checked) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        onChange(scopeFromCheckedCharts(layout, checkedChartIds(root, keys), excludeChartId));
      }}
    />
  );
}
