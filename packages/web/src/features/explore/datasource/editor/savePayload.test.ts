import { describe, expect, it } from 'vitest';
import { fixtureDatasource } from '../testing/datasourceFixtures';
import { draftFromDatasource } from './datasetDraft';
import { buildItemExtra, buildSavePayload } from './savePayload';

describe('buildItemExtra', () => {
  it('stores certification and warning markdown', () => {
    expect(
      JSON.parse(
        buildItemExtra({
          certified_by: 'Finance',
          certification_details: 'Monthly',
          warning_markdown: 'Careful',
        }),
      ),
    ).toEqual({
      certification: { certified_by: 'Finance', details: 'Monthly' },
      warning_markdown: 'Careful',
    });
  });

  it('certifies with either field alone, and leaves out what is empty', () => {
    expect(JSON.parse(buildItemExtra({ certified_by: 'Finance' }))).toEqual({
      certification: { certified_by: 'Finance', details: null },
    });
    expect(JSON.parse(buildItemExtra({ certification_details: 'Reviewed' }))).toEqual({
      certification: { certified_by: null, details: 'Reviewed' },
    });
    expect(JSON.parse(buildItemExtra({ certified_by: ' ', warning_markdown: '' }))).toEqual({});
  });

  it('keeps other keys of the old extra and drops a certification that was cleared', () => {
    const extra = '{"certification":{"certified_by":"Old"},"warning_markdown":"old","custom":1}';
    expect(JSON.parse(buildItemExtra({ extra, certified_by: '', warning_markdown: null }))).toEqual({
      custom: 1,
    });
  });
});

describe('buildSavePayload', () => {
  it('sends the dataset with the draft, owners as ids and an extra on every column and metric', () => {
    const datasource = fixtureDatasource();
    const draft = draftFromDatasource(datasource);
    draft.description = 'Edited';
    draft.metrics[0] = { ...draft.metrics[0]!, verbose_name: 'Orders', warning_markdown: 'Slow' };
    draft.owners = [...draft.owners, { id: 5, first_name: 'New', last_name: '', username: '' }];
    const { data } = buildSavePayload(datasource, draft);
    expect(data.id).toBe(7);
    expect(data.type).toBe('table');
    expect(data.schema).toBe('main');
    expect(data.description).toBe('Edited');
    expect(data.owners).toEqual([2, 5]);
    expect(data.columns).toHaveLength(5);
    expect(data.metrics).toHaveLength(2);
    for (const item of [...data.columns, ...data.metrics]) {
      expect(typeof item.extra).toBe('string');
      expect(item).not.toHaveProperty('key');
      expect(item).not.toHaveProperty('calculated');
    }
    expect(data.metrics[0]).toMatchObject({
      metric_name: 'count',
      verbose_name: 'Orders',
      is_certified: false,
    });
    expect(JSON.parse(data.metrics[0]!.extra!)).toEqual({ warning_markdown: 'Slow' });
    expect(JSON.parse(data.metrics[1]!.extra!)).toEqual({
      certification: { certified_by: 'CFO', details: null },
    });
    expect(data.metrics[1]!.is_certified).toBe(true);
    expect(JSON.parse(data.columns[2]!.extra!)).toEqual({
      certification: { certified_by: 'Finance', details: 'Checked monthly' },
    });
    expect(data.columns[4]).toMatchObject({ column_name: 'amount_eur', expression: 'amount * 0.9' });
  });

  it('sends an empty extra as null', () => {
    const datasource = fixtureDatasource({ extra: '{"warning_markdown":"x"}' });
    const draft = { ...draftFromDatasource(datasource), extra: '  ' };
    expect(buildSavePayload(datasource, draft).data.extra).toBeNull();
    expect(buildSavePayload(datasource, draftFromDatasource(datasource)).data.extra).toBe(
      '{"warning_markdown":"x"}',
    );
  });
});
