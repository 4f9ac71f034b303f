import { describe, expect, it } from 'vitest';
import { applyLabelTemplate, labelText } from './labels.js';

const parts = { name: 'EMEA', value: '2.06B', percent: '48.36%' };

describe('labels', () => {
  it('shows the parts each label type names', () => {
    expect(
      (
        ['key', 'value', 'percent', 'key_value', 'key_percent', 'key_value_percent', 'value_percent'] as const
      ).map((type) => labelText(type, parts)),
    ).toEqual([
      'EMEA',
      '2.06B',
      '48.36%',
      'EMEA: 2.06B',
      'EMEA: 48.36%',
      'EMEA: 2.06B (48.36%)',
      '2.06B (48.36%)',
    ]);
    expect(labelText('template', parts)).toBe('');
  });

  it("fills a template in both of Superset's spellings", () => {
    const extra = { seriesName: 'sales', rawValue: 2061794033.9, rawPercent: 48.36 };
    expect(labelText('template', parts, '{name}\\n{value} of {percent}', extra)).toBe(
      'EMEA\n2.06B of 48.36%',
    );
    expect(applyLabelTemplate('{a}: {b} {c} ({d}%)', { ...parts, ...extra })).toBe(
      'sales: EMEA 2061794033.9 (48.36%)',
    );
  });
});
