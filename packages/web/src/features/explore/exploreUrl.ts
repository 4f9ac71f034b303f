import { parseDatasourceUid, parseJsonObject } from '@sightline/core';

/**
 * What an explore URL asks for: `/explore/?slice_id=N`, `/explore/?datasource_type=table&datasource_id=N`
 * (or `dataset_id=N`), `/explore/p/{key}/` (a permalink), each optionally with `form_data` (JSON) that
 * overrides the loaded form data.
 */
export type ExploreSource =
  | { kind: 'slice'; sliceId: number }
  | { kind: 'dataset'; datasetId: number; datasourceType: string }
  | { kind: 'permalink'; key: string };

export interface ExploreRequest {
  source: ExploreSource | null;
  /** The URL's form data, null when absent; 'invalid' when present but not a JSON object. */
  formData: Record<string, unknown> | null | 'invalid';
}

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : null;
};

export function parseExploreUrl(search: URLSearchParams, permalinkKey?: string): ExploreRequest {
  const formDataText = search.get('form_data');
  const formData = formDataText ? (parseJsonObject(formDataText) ?? 'invalid') : null;
  if (permalinkKey) return { source: { kind: 'permalink', key: permalinkKey }, formData };
  const sliceId =
    positiveInt(search.get('slice_id')) ??
    (formData !== 'invalid' ? positiveInt(String(formData?.slice_id ?? '')) : null);
  if (sliceId) return { source: { kind: 'slice', sliceId }, formData };
  const datasetId = positiveInt(search.get('datasource_id')) ?? positiveInt(search.get('dataset_id'));
  if (datasetId) {
    return {
      source: { kind: 'dataset', datasetId, datasourceType: search.get('datasource_type') ?? 'table' },
      formData,
    };
  }
  // Form data alone works when it names its dataset (`"datasource": "3__table"`).
  const fromFormData = formData && formData !== 'invalid' ? parseDatasourceUid(formData.datasource) : null;
  if (fromFormData) {
    return {
      source: { kind: 'dataset', datasetId: fromFormData.id, datasourceType: fromFormData.type },
      formData,
    };
  }
  return { source: null, formData };
}

/** The key the loaded state belongs to: a new key loads afresh, form data changes do not. */
export function sourceKey(source: ExploreSource): string {
  switch (source.kind) {
    case 'slice':
      return `slice:${source.sliceId}`;
    case 'dataset':
      return `dataset:${source.datasourceType}:${source.datasetId}`;
    case 'permalink':
      return `permalink:${source.key}`;
  }
}

/** `GET /api/v1/explore/` query parameters for a source. */
export function exploreContextParams(source: ExploreSource): Record<string, string> {
  switch (source.kind) {
    case 'slice':
      return { slice_id: String(source.sliceId) };
    case 'dataset':
      return { datasource_id: String(source.datasetId), datasource_type: source.datasourceType };
    case 'permalink':
      return { permalink_key: source.key };
  }
}

/** The URL search for the current state: the saved chart (or dataset) and the form data as JSON. */
export function exploreSearch(formData: Record<string, unknown>): string {
  const params = new URLSearchParams();
  const sliceId = positiveInt(String(formData.slice_id ?? ''));
  const dataset = parseDatasourceUid(formData.datasource);
  if (sliceId) params.set('slice_id', String(sliceId));
  else if (dataset) {
    params.set('datasource_type', dataset.type);
    params.set('datasource_id', String(dataset.id));
  }
  params.set('form_data', JSON.stringify(formData));
  return `?${params.toString()}`;
}
