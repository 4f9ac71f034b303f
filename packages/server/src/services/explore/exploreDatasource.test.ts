import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '@sightline/core';
import { certificationOf, supportedTimeGrains } from './exploreDatasource.js';
import { extraWithCertification } from './datasourceSaveService.js';
import { parseDatasourceKey, parseSliceId } from './exploreAccess.js';

describe('certification in extra JSON', () => {
  it('is read from certification.certified_by / details and warning_markdown', () => {
    const extra = JSON.stringify({
      certification: { certified_by: 'Ops', details: 'Audited' },
      warning_markdown: 'Careful',
      other: 1,
    });
    expect(certificationOf(extra)).toEqual({
      certified_by: 'Ops',
      certification_details: 'Audited',
      warning_markdown: 'Careful',
    });
  });

  it('is null when extra is missing, invalid or says nothing', () => {
    const none = { certified_by: null, certification_details: null, warning_markdown: null };
    for (const extra of [null, '', '{nope', '[]', '{"certification": "yes"}', '{"warning_markdown": 3}'])
      expect(certificationOf(extra)).toEqual(none);
  });

  it('is written back from the plain fields, keeping other extra keys', () => {
    const written = extraWithCertification({
      certified_by: 'Ops',
      certification_details: '',
      warning_markdown: 'Careful',
      extra: '{"other": 1, "certification": {"certified_by": "Old"}}',
    });
    expect(JSON.parse(written!)).toEqual({
      other: 1,
      certification: { certified_by: 'Ops', details: null },
      warning_markdown: 'Careful',
    });
  });

  it('keeps what extra holds when the plain fields are absent, and drops cleared ones', () => {
    const extra = { certification: { certified_by: 'Ops', details: null }, warning_markdown: 'w' };
    expect(JSON.parse(extraWithCertification({ extra })!)).toEqual(extra);
    expect(extraWithCertification({ extra, certified_by: null, warning_markdown: '' })).toBeNull();
  });
});

describe('supportedTimeGrains', () => {
  it('lists every grain the dialect writes, with its display name', () => {
    for (const backend of ['sqlite', 'postgresql', 'duckdb']) {
      const grains = supportedTimeGrains(backend);
      expect(grains).toContainEqual(['P1D', 'Day']);
      expect(grains).toContainEqual(['P1Y', 'Year']);
      expect(grains.length).toBeLessThanOrEqual(TIME_GRAINS.length);
    }
  });

  it('is empty for a backend without an SQL dialect', () => {
    expect(supportedTimeGrains('druid')).toEqual([]);
  });
});

describe('form data references', () => {
  it('reads `<id>__<type>` datasources of table datasets only', () => {
    expect(parseDatasourceKey('12__table')).toEqual({ id: 12, type: 'table' });
    for (const value of ['12__query', '0__table', '__table', 'x__table', 12, null, '99999999999__table'])
      expect(parseDatasourceKey(value)).toBeNull();
  });

  it('reads slice ids given as numbers or digits', () => {
    expect(parseSliceId(7)).toBe(7);
    expect(parseSliceId('7')).toBe(7);
    for (const value of [0, -1, 1.5, '', 'x', null, undefined, '0']) expect(parseSliceId(value)).toBeNull();
  });
});
