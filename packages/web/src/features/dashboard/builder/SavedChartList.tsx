import { chartIdsOf } from '@sightline/core';
import { Alert, Button, Checkbox, Input, Select, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useAppSelector, useCurrentUser } from '../../../platform/hooks';
import { selectLayout } from '../state/dashboardSlice';
import { builderMessages } from './messages';
import { NewComponentItem } from './NewComponentItem';
import { chartNodeMetaOf, filterSavedCharts, sliceEntityOf, type SavedChartSort } from './savedChartList';
import type { SavedChart } from './savedChartsSlice';
import { useSavedCharts } from './useSavedCharts';

const SORT_OPTIONS: { value: SavedChartSort; label: string }[] = [
  { value: 'changed_on', label: builderMessages.sortRecent },
  { value: 'slice_name', label: builderMessages.sortName },
  { value: 'viz_type', label: builderMessages.sortVizType },
  { value: 'datasource_name', label: builderMessages.sortDataset },
];

/**
 * The saved charts to add: search by name, type or dataset, sort, "Show
 * only my charts". Charts already on the dashboard are marked "Added" and cannot be dragged again.
 */
export function SavedChartList() {
  const userId = useCurrentUser()?.id ?? null;
  const layout = useAppSelector(selectLayout);
  const placed = useMemo(() => new Set(chartIdsOf(layout)), [layout]);
  const { state, setOnlyMine, retry } = useSavedCharts(userId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SavedChartSort>('changed_on');
  const charts = useMemo(
    () => filterSavedCharts(Object.values(state.slices), search, sort),
    [state.slices, search, sort],
  );

  return (
    <div className="sl-builder-charts" data-testid="builder-saved-charts">
      <Input.Search
        allowClear
        placeholder={builderMessages.searchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="sl-builder-controls">
        <Select<SavedChartSort>
          size="small"
          value={sort}
          options={SORT_OPTIONS}
          onChange={setSort}
          aria-label={builderMessages.sortBy}
          style={{ minWidth: 150 }}
        />
        {userId !== null && (
          <Checkbox checked={state.onlyMine} onChange={(event) => setOnlyMine(event.target.checked)}>
            {builderMessages.showOnlyMine}
          </Checkbox>
        )}
      </div>
      {state.errorMessage && (
        <Alert
          type="error"
          showIcon
          title={state.errorMessage}
          action={
            <Button size="small" onClick={retry}>
              {builderMessages.retry}
            </Button>
          }
        />
      )}
      <Spin spinning={state.isLoading}>
        <div className="sl-builder-chart-list">
          {charts.map((chart) => (
            <SavedChartItem key={chart.id} chart={chart} added={placed.has(chart.id)} />
          ))}
          {!state.isLoading && state.lastUpdated > 0 && charts.length === 0 && (
            <div className="sl-builder-hint">
              {state.onlyMine && !search ? builderMessages.noOwnCharts : builderMessages.noCharts}
            </div>
          )}
        </div>
      </Spin>
    </div>
  );
}

function SavedChartItem({ chart, added }: { chart: SavedChart; added: boolean }) {
  const meta = useMemo(() => chartNodeMetaOf(chart), [chart]);
  const slice = useMemo(() => sliceEntityOf(chart), [chart]);
  return (
    <NewComponentItem
      dragId={`new-chart:${chart.id}`}
      type="CHART"
      label={chart.slice_name}
      meta={meta}
      slice={slice}
      disabled={added}
      className="sl-builder-chart"
    >
      <div className="sl-builder-chart-title" data-testid="builder-chart-name">
        {chart.slice_name}
        {added && (
          <Tag className="sl-builder-added" title={builderMessages.addedTitle}>
            {builderMessages.added}
          </Tag>
        )}
      </div>
      <div className="sl-builder-chart-meta">
        {[chart.viz_type, chart.datasource_name_text].filter(Boolean).join(' · ')}
      </div>
      {chart.changed_on_delta_humanized && (
        <div className="sl-builder-chart-meta">
          {builderMessages.modified(chart.changed_on_delta_humanized)}
        </div>
      )}
    </NewComponentItem>
  );
}
