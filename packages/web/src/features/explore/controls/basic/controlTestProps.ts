import type { ControlConfig, ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { vi, type Mock } from 'vitest';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';

/** Props for a control under test: a control named `name`, its config, and a spy onChange. Tests only. */
export function controlTestProps<V>(
  name: string,
  config: Partial<ControlConfig> & Pick<ControlConfig, 'type'>,
  value: V | undefined,
  extra: { formData?: ControlValues; datasource?: ExploreDatasource | null; errors?: string[] } = {},
): ControlProps<V> & { onChange: Mock<(value: V | undefined) => void> } {
  return {
    name,
    config: { label: name, affects: 'query', ...config } as ControlConfig,
    value,
    onChange: vi.fn<(value: V | undefined) => void>(),
    formData: extra.formData ?? {},
    datasource: extra.datasource ?? null,
    errors: extra.errors ?? [],
  };
}
