import {
  defaultFilterScope,
  emptyFilterDataMask,
  expiredPendingDeletes,
  isNativeFilter,
  pendingDeletes,
  type DataMask,
  type NativeFilter,
  type NativeFilterConfigurationItem,
  type NativeFilterDivider,
  type PendingDeletes,
  wouldCreateCascadeCycle,
  movedItem,
} from '@sightline/core';
import { filterPluginOf } from '../../../charts/nativeFilterRegistry';

/**
 * The configuration being edited in the "Add and edit filters" modal: the items in order, the one shown
 * in the form, the removed ones still pending (undoable for 5 s) and whether anything
 * changed since it opened.
 */
export interface FilterConfigDraft {
  items: NativeFilterConfigurationItem[];
  selectedId: string | null;
  removed: PendingDeletes;
  dirty: boolean;
}

export type FilterConfigAction =
  | { type: 'addFilter'; id: string }
  | { type: 'addDivider'; id: string }
  | { type: 'select'; id: string }
  | { type: 'update'; id: string; patch: Partial<NativeFilter> | Partial<NativeFilterDivider> }
  /** Puts the item at index `to` of the list (the up and down buttons, a drop after a drag). */
  | { type: 'move'; id: string; to: number }
  | { type: 'remove'; id: string; now: number }
  | { type: 'undo'; id: string }
  | { type: 'expire'; now: number };

/** The default mask of a filter with no default value (a new one, or one whose target changed). */
export const noDefaultValue = (): DataMask => emptyFilterDataMask();

/** A new value filter: no target yet, nothing required, multi-select, the whole dashboard in scope. */
export function newFilter(id: string): NativeFilter {
  return {
    id,
    type: 'NATIVE_FILTER',
    name: '',
    filterType: 'filter_select',
    description: '',
    targets: [],
    controlValues: {
      enableEmptyFilter: false,
      defaultToFirstItem: false,
      inverseSelection: false,
      multiSelect: true,
      searchAllOptions: false,
    },
    defaultDataMask: noDefaultValue(),
    cascadeParentIds: [],
    scope: defaultFilterScope(),
  };
}

export function newDivider(id: string): NativeFilterDivider {
  return { id, type: 'DIVIDER', title: '', description: '', scope: defaultFilterScope() };
}

export function initialFilterConfigDraft(items: readonly NativeFilterConfigurationItem[]): FilterConfigDraft {
  return { items: [...items], selectedId: items[0]?.id ?? null, removed: {}, dirty: false };
}

/** Items not removed (what is validated and saved). */
export function keptItems(draft: FilterConfigDraft): NativeFilterConfigurationItem[] {
  return draft.items.filter((item) => !(item.id in draft.removed));
}

export function filterConfigDraft(state: FilterConfigDraft, action: FilterConfigAction): FilterConfigDraft {
  switch (action.type) {
    case 'addFilter':
    case 'addDivider': {
      const item = action.type === 'addFilter' ? newFilter(action.id) : newDivider(action.id);
      return { ...state, items: [...state.items, item], selectedId: item.id, dirty: true };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'update':
      return {
        ...state,
        items: state.items.map((item) =>
          item.id === action.id ? ({ ...item, ...action.patch } as NativeFilterConfigurationItem) : item,
        ),
        dirty: true,
      };
    case 'move': {
      const from = state.items.findIndex((item) => item.id === action.id);
      const items = movedItem(state.items, from, action.to);
      return items === state.items ? state : { ...state, items: [...items], dirty: true };
    }
    case 'remove':
      return {
        ...state,
        removed: pendingDeletes(state.removed, { type: 'mark', id: action.id, now: action.now }),
        dirty: true,
      };
    case 'undo':
      return { ...state, removed: pendingDeletes(state.removed, { type: 'undo', id: action.id }) };
    case 'expire': {
      const gone = new Set(expiredPendingDeletes(state.removed, action.now));
      if (gone.size === 0) return state;
      const items = state.items.filter((item) => !gone.has(item.id));
      const selectedId =
        state.selectedId && gone.has(state.selectedId) ? (items[0]?.id ?? null) : state.selectedId;
      return {
        ...state,
        items,
        selectedId,
        removed: pendingDeletes(state.removed, { type: 'expire', now: action.now }),
      };
    }
  }
}

/**
 * The filters a filter may depend on: other filters of a type that cascades (value filters) that do not
 * (even indirectly) depend on it.
 */
export function cascadeParentChoices(
  items: readonly NativeFilterConfigurationItem[],
  filterId: string,
): NativeFilter[] {
  return items
    .filter(isNativeFilter)
    .filter((f) => filterCascades(f) && !wouldCreateCascadeCycle(items, filterId, f.id));
}

/** Whether a filter's type lets it depend on other filters and them on it. */
export function filterCascades(filter: NativeFilter): boolean {
  return filterPluginOf(filter.filterType)?.cascades === true;
}
