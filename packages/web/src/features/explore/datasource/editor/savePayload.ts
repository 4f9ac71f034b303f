import {
  parseExtraJson,
  type ExploreColumn,
  type ExploreDatasource,
  type ExploreMetric,
} from '@sightline/core';
import type { DatasetDraft, DraftColumn, DraftMetric } from './datasetDraft';

/** What `POST /datasource/save/` takes: the dataset with owners as ids. */
export type DatasourceSaveData = Omit<ExploreDatasource, 'owners'> & { owners: number[] };
export interface DatasourceSaveBody {
  data: DatasourceSaveData;
}

type Certifiable = Pick<
  ExploreColumn | ExploreMetric,
  'certified_by' | 'certification_details' | 'warning_markdown' | 'extra'
>;

const filled = (text: string | null | undefined): text is string => !!text && !!text.trim();

/**
 * On save each column and metric carries an extra JSON with `certification` ({certified_by,
 * details}, when either is set) and `warning_markdown` (when set). Other keys the extra held are kept.
 */
export function buildItemExtra(item: Certifiable): string {
  const { certification: _certification, warning_markdown: _warning, ...rest } = parseExtraJson(item.extra);
  const extra: Record<string, unknown> = { ...rest };
  if (filled(item.certified_by) || filled(item.certification_details)) {
    extra.certification = {
      certified_by: item.certified_by ?? null,
      details: item.certification_details ?? null,
    };
  }
  if (filled(item.warning_markdown)) extra.warning_markdown = item.warning_markdown;
  return JSON.stringify(extra);
}

function savedColumn({ key: _key, calculated, ...column }: DraftColumn): ExploreColumn {
  const saved: ExploreColumn = {
    ...column,
    column_name: column.column_name.trim(),
    extra: buildItemExtra(column),
  };
  if (!calculated) return saved;
  return { ...saved, expression: column.expression?.trim() ?? '' };
}

function savedMetric({ key: _key, ...metric }: DraftMetric): ExploreMetric {
  return {
    ...metric,
    metric_name: metric.metric_name.trim(),
    is_certified: filled(metric.certified_by) || filled(metric.certification_details),
    extra: buildItemExtra(metric),
  };
}

/** The save request body: the loaded dataset with the draft's edits, owners as ids. */
export function buildSavePayload(datasource: ExploreDatasource, draft: DatasetDraft): DatasourceSaveBody {
  return {
    data: {
      ...datasource,
      type: datasource.type,
      schema: datasource.schema,
      description: draft.description,
      main_dttm_col: draft.main_dttm_col,
      cache_timeout: draft.cache_timeout,
      offset: draft.offset,
      extra: draft.extra.trim() ? draft.extra : null,
      owners: draft.owners.map((owner) => owner.id),
      columns: draft.columns.map(savedColumn),
      metrics: draft.metrics.map(savedMetric),
    },
  };
}
