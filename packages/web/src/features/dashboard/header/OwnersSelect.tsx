import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useGetRelatedQuery } from '../../../features/shared/resourceLists/listApi';
import type { DashboardOwner } from '../state/dashboardSlice';
import { headerMessages } from './messages';

/** "First Last" of an owner as the dashboard API answers it. */
export function ownerName(
  owner: Pick<DashboardOwner, 'first_name' | 'last_name' | 'username' | 'id'>,
): string {
  return `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() || owner.username || String(owner.id);
}

/**
 * Owners picked from GET /api/v1/dashboard/related/owners, searched as typed. The current owners show by
 * name before any search; `onNames` reports every name seen so the caller can keep them with the ids.
 */
export function OwnersSelect({
  id,
  value,
  onChange,
  currentOwners,
  onNames,
}: {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  currentOwners: readonly DashboardOwner[];
  onNames: (names: Map<number, string>) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const related = useGetRelatedQuery({ resource: 'dashboard', column: 'owners', filter: debounced });

  const names = useMemo(() => {
    const map = new Map<number, string>(currentOwners.map((owner) => [owner.id, ownerName(owner)]));
    for (const item of related.data?.result ?? []) map.set(item.value, item.text);
    return map;
  }, [currentOwners, related.data]);
  useEffect(() => onNames(names), [names, onNames]);

  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={[...names].map(([ownerId, name]) => ({ value: ownerId, label: name }))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={related.isFetching}
      placeholder={headerMessages.owners}
      style={{ width: '100%' }}
      data-testid="dashboard-owners"
    />
  );
}
