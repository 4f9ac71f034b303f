import { Alert, Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorText } from '../../../../platform/api';
import { useAppDispatch, useAppSelector } from '../../../../platform/hooks';
import { FILTER_SET_ID_PARAM } from '../urlState/searchParams';
import { applyContextOf, applyFilterSet } from './applyFilterSet';
import { filterSetJsonMetadata, filterSetIsApplied } from './filterSetParams';
import {
  useCreateFilterSetMutation,
  useDeleteFilterSetMutation,
  useListFilterSetsQuery,
  useUpdateFilterSetMutation,
  type FilterSet,
} from './filterSetsApi';
import { FilterSetItem } from './FilterSetItem';
import { filterSetMessages as messages } from './messages';
import { usePendingDeletes } from './usePendingDeletes';
import { useSetFilterSetParam } from './useFilterSetUrl';
import './filterSets.css';

/**
 * The filter bar's filter sets: the dashboard's saved sets, each applied with a click
 * (its masks become the dashboard's; the URL names it); editors create a set from the applied filters,
 * rename it, update it with the current filters, and delete it with 5 seconds to undo. The list is
 * fetched again after every change; failures show as a message here.
 */
export function FilterSetsSection() {
  const dispatch = useAppDispatch();
  const info = useAppSelector((state) => state.dashboard.info);
  const context = useAppSelector(applyContextOf);
  const dashboardId = info?.id ?? 0;
  const canEdit = info?.dash_edit_perm === true;
  const location = useLocation();
  const urlSetId = new URLSearchParams(location.search).get(FILTER_SET_ID_PARAM);
  const setParam = useSetFilterSetParam();

  const list = useListFilterSetsQuery(dashboardId, { skip: !info });
  const [createSet, creating] = useCreateFilterSetMutation();
  const [updateSet, updating] = useUpdateFilterSetMutation();
  const [deleteSet] = useDeleteFilterSetMutation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = creating.isLoading || updating.isLoading;

  const run = (request: Promise<unknown>, failed: (text: string) => string) => {
    setError(null);
    return request.then(
      () => true,
      (reason: unknown) => {
        setError(failed(errorText(reason)));
        return false;
      },
    );
  };
  const { pending, mark, undo } = usePendingDeletes((id) => {
    void run(deleteSet({ dashboardId, id: Number(id) }).unwrap(), messages.deleteFailed);
    if (urlSetId === id) setParam(null);
  });

  const jsonMetadata = (setName: string) =>
    filterSetJsonMetadata(setName, context.nativeFilters, context.dataMask);
  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    const body = { dashboardId, name: trimmed, jsonMetadata: jsonMetadata(trimmed) };
    if (await run(createSet(body).unwrap(), messages.saveFailed)) setName('');
  };
  const apply = (set: FilterSet) => {
    // The URL first: the set's masks then arrive with the parameter already naming it.
    setParam(set.id);
    dispatch(applyFilterSet(set));
  };
  const rename = (set: FilterSet, newName: string) =>
    run(
      updateSet({ dashboardId, id: set.id, name: newName, jsonMetadata: set.json_metadata ?? '{}' }).unwrap(),
      messages.saveFailed,
    );
  const update = (set: FilterSet) =>
    run(
      updateSet({ dashboardId, id: set.id, name: set.name, jsonMetadata: jsonMetadata(set.name) }).unwrap(),
      messages.saveFailed,
    );

  const sets = list.data ?? [];
  const shown = sets.filter((set) => !(String(set.id) in pending));
  const pendingSets = sets.filter((set) => String(set.id) in pending);
  const loadError = list.error ? messages.loadFailed(errorText(list.error)) : null;

  return (
    <section className="sl-filter-sets" data-testid="filter-sets" aria-label={messages.title}>
      <Typography.Title level={5} className="sl-filter-sets-title">
        {messages.title}
      </Typography.Title>
      {canEdit && (
        <div className="sl-filter-sets-create">
          <Input
            size="small"
            aria-label={messages.newSetName}
            placeholder={messages.newSetName}
            value={name}
            status={error && !name.trim() ? 'error' : undefined}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void create()}
          />
          <Button size="small" block disabled={!name.trim() || busy} onClick={() => void create()}>
            {messages.create}
          </Button>
        </div>
      )}
      {(error ?? loadError) && (
        <Alert type="error" showIcon data-testid="filter-sets-error" message={error ?? loadError} />
      )}
      {pendingSets.map((set) => (
        <div key={set.id} className="sl-filter-set-pending" data-testid="filter-set-pending">
          <Typography.Text type="secondary">{messages.deleted(set.name)}</Typography.Text>
          <Button size="small" type="link" onClick={() => undo(String(set.id))}>
            {messages.undo}
          </Button>
        </div>
      ))}
      {list.isSuccess && shown.length === 0 && pendingSets.length === 0 && (
        <Typography.Text type="secondary">{messages.empty}</Typography.Text>
      )}
      <ul className="sl-filter-set-list">
        {shown.map((set) => (
          <FilterSetItem
            key={set.id}
            set={set}
            applied={String(set.id) === urlSetId && filterSetIsApplied(set, context)}
            canEdit={canEdit}
            busy={busy}
            onApply={() => apply(set)}
            onRename={(newName) => void rename(set, newName)}
            onUpdate={() => void update(set)}
            onDelete={() => mark(String(set.id))}
          />
        ))}
      </ul>
    </section>
  );
}
