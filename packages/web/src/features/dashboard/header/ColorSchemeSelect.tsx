import { CATEGORICAL_SCHEMES } from '@sightline/charts';
import { Select } from 'antd';
import { useMemo } from 'react';
import { headerMessages } from './messages';

const SWATCH_COUNT = 10;

/** The dashboard's categorical color scheme, each option with its first colors; clearable (no override). */
export function ColorSchemeSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string | null;
  onChange: (scheme: string | null) => void;
}) {
  const options = useMemo(
    () =>
      CATEGORICAL_SCHEMES.map((scheme) => ({
        value: scheme.id,
        searchText: scheme.label,
        label: (
          <span title={scheme.label}>
            {scheme.label}
            {scheme.colors.slice(0, SWATCH_COUNT).map((color, index) => (
              <span
                key={index}
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  marginLeft: index === 0 ? 8 : 2,
                  verticalAlign: 'middle',
                  background: color,
                }}
              />
            ))}
          </span>
        ),
      })),
    [],
  );
  return (
    <Select
      id={id}
      value={value ?? undefined}
      options={options}
      placeholder={headerMessages.selectScheme}
      allowClear
      showSearch={{
        filterOption: (input, option) =>
          !!option &&
          (option.searchText.toLowerCase().includes(input.toLowerCase()) || option.value === input),
      }}
      onChange={(next?: string) => onChange(next ?? null)}
      style={{ width: '100%' }}
      data-testid="dashboard-color-scheme"
      aria-label={headerMessages.colorScheme}
    />
  );
}
