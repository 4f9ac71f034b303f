import { isNativeFilter, isNativeFilterDivider } from '@sightline/core';
import { Alert, Button, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { useNativeFiltersShown } from '../filterBox/useNativeFiltersShown';
import { setFocusedFilter } from '../state/dashboardSlice';
import { selectNativeFilters } from './selectNativeFilters';
import { publishDataMask } from './dataMaskThunks';
import { filterBarMessages as messages } from './filterBarMessages';
import {
  changedFilterMasks,
  clearedFilterMasks,
  missingRequiredFilters,
  shownValue,
  type PendingValues,
} from './filterBarState';
import { FocusedFilterHighlight } from './FocusedFilterHighlight';
import { NativeFilterControl } from './NativeFilterControl';
import { FilterConfigButton } from './config/FilterConfigButton';
import { FilterSetsSection } from './filterSets/FilterSetsSection';
import './nativeFilterBar.css';

/**
 * The dashboard's native filter bar (view mode), on the left and collapsible: a control per filter and a
 * titled separator per divider. Selections stay pending until "Apply filters" publishes their masks (the
 * charts in scope then query again); a required filter left empty blocks Apply; "Clear all" empties every
 * filter at once. Nothing shows with DASHBOARD_NATIVE_FILTERS off or while filter boxes are snoozed
 * (useNativeFiltersShown), nor without filters unless the user may edit the dashboard ("Add/Edit filters"
 * then adds the first one).
 */
export function NativeFilterBar() {
  const dispatch = useAppDispatch();
  const shown = useNativeFiltersShown();
  const canEdit = useAppSelector((state) => state.dashboard.info?.dash_edit_perm === true);
  const dataMask = useAppSelector((state) => state.dashboard.dataMask);
  const items = useAppSelector(selectNativeFilters);
  const [pending, setPending] = useState<PendingValues>({});
  const [collapsed, setCollapsed] = useState(false);

  const changes = useMemo(() => changedFilterMasks(items, pending, dataMask), [items, pending, dataMask]);
  const missing = useMemo(() => missingRequiredFilters(items, pending, dataMask), [items, pending, dataMask]);
  const cleared = useMemo(() => clearedFilterMasks(items, dataMask), [items, dataMask]);

  if (!shown || (!items.some(isNativeFilter) && !canEdit)) return null;

  if (collapsed)
    return (
      <aside className="sl-native-filter-bar sl-native-filter-bar--collapsed" data-testid="native-filter-bar">
        <Button type="text" size="small" aria-label={messages.expand} onClick={() => setCollapsed(false)}>
          »
        </Button>
      </aside>
    );

  const missingIds = new Set(missing.map((f) => f.id));
  const apply = () => {
    for (const { id, mask } of changes) dispatch(publishDataMask(id, mask));
    setPending({});
  };
  const clearAll = () => {
    for (const { id, mask } of cleared) dispatch(publishDataMask(id, mask));
    setPending({});
  };
  const hasPending = Object.keys(pending).length > 0;

  return (
    <aside className="sl-native-filter-bar" data-testid="native-filter-bar" aria-label={messages.title}>
      <div className="sl-native-filter-bar-header">
        <Typography.Title level={5} className="sl-native-filter-bar-title">
          {messages.title}
        </Typography.Title>
        <Button type="text" size="small" aria-label={messages.collapse} onClick={() => setCollapsed(true)}>
          «
        </Button>
      </div>
      <FilterConfigButton />
      <div className="sl-native-filter-bar-actions">
        <Button
          type="primary"
          size="small"
          disabled={changes.length === 0 || missing.length > 0}
          onClick={apply}
        >
          {messages.applyFilters}
        </Button>
        <Button size="small" disabled={cleared.length === 0 && !hasPending} onClick={clearAll}>
          {messages.clearAll}
        </Button>
      </div>
      {missing.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="native-filter-required"
          message={messages.requiredBlocksApply(missing.map((f) => f.name).join(', '))}
        />
      )}
      {items.map((item) => {
        if (isNativeFilterDivider(item))
          return (
            <div key={item.id} className="sl-native-filter-divider" data-testid="native-filter-divider">
              <Typography.Text strong>{item.title}</Typography.Text>
              {item.description && <Typography.Text type="secondary">{item.description}</Typography.Text>}
            </div>
          );
        if (!isNativeFilter(item)) return null;
        const required = item.controlValues?.enableEmptyFilter === true;
        return (
          <div
            key={item.id}
            className="sl-native-filter"
            data-testid="native-filter"
            data-filter-id={item.id}
            onMouseEnter={() => dispatch(setFocusedFilter(item.id))}
            onMouseLeave={() => dispatch(setFocusedFilter(null))}
            onFocus={() => dispatch(setFocusedFilter(item.id))}
            onBlur={() => dispatch(setFocusedFilter(null))}
          >
            <Typography.Text strong className="sl-native-filter-name">
              {item.name}
              {required && <span className="sl-native-filter-required-mark"> *</span>}
            </Typography.Text>
            <NativeFilterControl
              filter={item}
              value={shownValue(pending, dataMask, item.id)}
              onDataMask={(mask) =>
                setPending((before) => ({ ...before, [item.id]: mask.filterState?.value ?? null }))
              }
              publishes
            />
            {missingIds.has(item.id) && (
              <Typography.Text type="danger">{messages.valueRequired}</Typography.Text>
            )}
          </div>
        );
      })}
      <FilterSetsSection />
      <FocusedFilterHighlight />
    </aside>
  );
}
