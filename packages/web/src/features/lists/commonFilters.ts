import type { FavoriteResource } from '../../features/shared/resourceLists/listApi';
import type { FilterSpec } from '../../platform/listQuery';
import { fieldMessages, listMessages } from '../../features/shared/resourceLists/listMessages';

/**
 * Filter inputs that several list pages offer in the same form. Each resource's config lists the ones it
 * needs, in the order they appear on its page.
 */

/** The free-text box; `opr` is the resource's own search operator (e.g. chart_all_text, title_or_slug). */
export function searchFilter(col: string, opr: string): FilterSpec {
  return { kind: 'search', id: 'search', col, opr, placeholder: fieldMessages.searchPlaceholder };
}

/** A select with two choices sending `true` or `false`; the labels default to Yes / No. */
export function booleanFilter({
  id,
  col,
  opr,
  label,
  trueLabel = listMessages.yes,
  falseLabel = listMessages.no,
}: {
  id: string;
  col: string;
  opr: string;
  label: string;
  trueLabel?: string;
  falseLabel?: string;
}): FilterSpec {
  return {
    kind: 'select',
    id,
    col,
    opr,
    label,
    source: {
      type: 'static',
      options: [
        { label: trueLabel, value: true },
        { label: falseLabel, value: false },
      ],
    },
  };
}

/** Superset's `<resource>_is_favorite` filter, applied to the id column. */
export function favoriteFilter(resource: FavoriteResource): FilterSpec {
  return booleanFilter({
    id: 'favorite',
    col: 'id',
    opr: `${resource}_is_favorite`,
    label: fieldMessages.favorite,
  });
}

/** A select whose choices come from `related/<col>`; the chosen id is sent as the value. */
function relatedFilter(id: string, col: string, opr: 'rel_o_m' | 'rel_m_m', label: string): FilterSpec {
  return { kind: 'select', id, col, opr, label, source: { type: 'related', column: col } };
}

export const ownerFilter = relatedFilter('owner', 'owners', 'rel_m_m', fieldMessages.owner);

export const databaseFilter = relatedFilter('database', 'database', 'rel_o_m', fieldMessages.database);

/** "Created by me": becomes `created_by rel_o_m <my id>` once the user is known. */
export const createdByMeFilter: FilterSpec = {
  kind: 'createdByMe',
  id: 'mine',
  label: listMessages.createdByMe,
};
