import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyChartPlugin, FormDataMigration } from './chartPlugin.js';
import { baseFormDataSchema } from './formData.js';
import { FormDataError, parseFormData } from './parseFormData.js';

const plugin = {
  formDataSchema: baseFormDataSchema.extend({ metric: z.string(), size: z.number().default(5) }),
  formDataVersion: 3,
  migrations: <FormDataMigration[]>[
    // v0 → v1: `metric_name` was renamed `metric`.
    { fromVersion: 0, migrate: ({ metric_name, ...rest }) => ({ ...rest, metric: metric_name }) },
    // v1 → v2: `size` was a string.
    { fromVersion: 1, migrate: (fd) => ({ ...fd, size: Number(fd.size ?? 5) }) },
    // v2 → v3: sizes doubled.
    { fromVersion: 2, migrate: (fd) => ({ ...fd, size: Number(fd.size) * 2 }) },
  ],
} as unknown as AnyChartPlugin;

const base = { datasource: '1__table', viz_type: 'x' };

describe('parseFormData', () => {
  it('runs every migration from the saved version, in order', () => {
    const parsed = parseFormData<{ metric: string; size: number; form_data_version: number }>(plugin, {
      ...base,
      metric_name: 'count',
      size: '4',
    });
    expect(parsed).toMatchObject({ metric: 'count', size: 8, form_data_version: 3 });
  });

  it('skips the migrations older than the saved version', () => {
    const parsed = parseFormData<{ size: number }>(plugin, {
      ...base,
      metric: 'count',
      size: 4,
      form_data_version: 2,
    });
    expect(parsed.size).toBe(8);
  });

  it('fills defaults and keeps keys of other chart types', () => {
    const parsed = parseFormData<Record<string, unknown>>(plugin, {
      ...base,
      metric: 'count',
      form_data_version: 3,
      pie_option: true,
    });
    expect(parsed).toMatchObject({ size: 5, pie_option: true, adhoc_filters: [], time_range: 'No filter' });
  });

  it('names the control that does not fit', () => {
    expect(() => parseFormData(plugin, { ...base, form_data_version: 3 })).toThrow(FormDataError);
    expect(() => parseFormData(plugin, { ...base, form_data_version: 3 })).toThrow(/^metric: /);
  });
});
