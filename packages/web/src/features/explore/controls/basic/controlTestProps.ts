import type { ControlConfig, ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { vi } from 'vitest';
import type { ControlProps } from '../controlTypes';

/** Props for a control under test: a control named `name`, its config, and a spy onChange. Tests only. */
export function controlTestProps<V>(
  name: string,
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>,
  value: V | undefined,
  extra: { formData?: ControlValues; datasource?: ExploreDatasource | null; errors?: string[] } = {},
): ControlProps<V> & { onChange: ReturnType<typeof vi.fn> } {
  return {
    name,
    config: { label: name, affects: 'query', ...config } as ControlConfig,
    value,
    onChange: vi.fn(),
    formData: extra.formData ?? {},
    datasource: extra.datasource ?? null,
    errors: extra.errors ?? [],
  };
}
