/** Response envelopes of Superset-shaped resource endpoints. */

export interface ListResponse<T> {
  count: number;
  ids: number[];
  result: T[];
  list_columns: string[];
  order_columns: string[];
  label_columns: Record<string, string>;
  description_columns: Record<string, string>;
  list_title: string;
}

export interface MessageResponse {
  message: string;
}

export interface InfoResponse {
  permissions: string[];
}

export interface RelatedItem {
  value: number;
  text: string;
  extra: { email: string; active: boolean };
}

export interface RelatedResponse {
  count: number;
  result: RelatedItem[];
}

export interface DistinctResponse {
  count: number;
  result: { text: string; value: string }[];
}

export interface FavoriteStatusResponse {
  result: { id: number; value: boolean }[];
}

/** `{id, first_name, last_name}` as Superset returns for owners, created_by and changed_by. */
export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface RecentActivityItem {
  action: string;
  item_title: string;
  item_type: 'slice' | 'dashboard';
  item_url: string;
  time: number;
  time_delta_humanized: string;
}
