import { describe, expect, it } from 'vitest';
import { exploreContextParams, exploreSearch, parseExploreUrl, sourceKey } from './exploreUrl';

const parse = (search: string, key?: string) => parseExploreUrl(new URLSearchParams(search), key);

describe('explore URLs', () => {
  it('reads slice_id, datasource_id, dataset_id and permalinks', () => {
    expect(parse('slice_id=4').source).toEqual({ kind: 'slice', sliceId: 4 });
    expect(parse('datasource_type=table&datasource_id=3').source).toEqual({
      kind: 'dataset',
      datasetId: 3,
      datasourceType: 'table',
    });
    expect(parse('dataset_id=9').source).toEqual({ kind: 'dataset', datasetId: 9, datasourceType: 'table' });
    expect(parse('', 'abc').source).toEqual({ kind: 'permalink', key: 'abc' });
  });

  it('finds the dataset in form data alone, and nothing when neither id is given', () => {
    const formData = encodeURIComponent(JSON.stringify({ datasource: '5__table', viz_type: 'table' }));
    expect(parse(`form_data=${formData}`).source).toEqual({
      kind: 'dataset',
      datasetId: 5,
      datasourceType: 'table',
    });
    expect(parse('').source).toBeNull();
    expect(parse('slice_id=abc').source).toBeNull();
    expect(parse('form_data=%7Bnot').formData).toBe('invalid');
  });

  it('writes the state back as slice or dataset plus form data, and reads it again', () => {
    const saved = { slice_id: 7, datasource: '2__table', viz_type: 'line' };
    const search = exploreSearch(saved);
    expect(search).toContain('slice_id=7');
    expect(parse(search.slice(1))).toEqual({ source: { kind: 'slice', sliceId: 7 }, formData: saved });
    const unsaved = { datasource: '2__table', viz_type: 'table' };
    expect(parse(exploreSearch(unsaved).slice(1)).source).toEqual({
      kind: 'dataset',
      datasetId: 2,
      datasourceType: 'table',
    });
  });

  it('keys and API parameters per source', () => {
    expect(sourceKey({ kind: 'slice', sliceId: 1 })).toBe('slice:1');
    expect(exploreContextParams({ kind: 'permalink', key: 'k' })).toEqual({ permalink_key: 'k' });
    expect(exploreContextParams({ kind: 'dataset', datasetId: 2, datasourceType: 'table' })).toEqual({
      datasource_id: '2',
      datasource_type: 'table',
    });
  });
});
