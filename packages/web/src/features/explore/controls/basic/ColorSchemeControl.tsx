import { InfoCircleOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ColorScheme } from '@sightline/charts';
import { Select, Typography } from 'antd';
import { useMemo } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { useGetDashboardColorSchemeQuery } from './basicControlsApi';
import { colorSchemesFor, dashboardIdOf } from './colorValue';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';

/** How many colors a scheme's swatch row shows. */
const SWATCH_COUNT = 10;

function SchemeLabel({ scheme, sequential }: { scheme: ColorScheme; sequential: boolean }) {
  return (
    <span className="sl-color-scheme-option" title={scheme.label}>
      <span className="sl-color-scheme-name">{scheme.label}</span>
      {sequential ? (
        <span
          className="sl-color-scheme-gradient"
          data-testid={`color-scheme-swatches-${scheme.id}`}
          style={{
            display: 'inline-block',
            width: 120,
            height: 12,
            marginLeft: 8,
            verticalAlign: 'middle',
            background: `linear-gradient(to right, ${scheme.colors.join(', ')})`,
          }}
        />
      ) : (
        <span className="sl-color-scheme-swatches" data-testid={`color-scheme-swatches-${scheme.id}`}>
          {scheme.colors.slice(0, SWATCH_COUNT).map((color, index) => (
            <span
              key={index}
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                marginLeft: index === 0 ? 8 : 2,
                verticalAlign: 'middle',
                background: color,
              }}
            />
          ))}
        </span>
      )}
    </span>
  );
}

/**
 * Picks a color scheme, categorical or (with `options.sequential`) sequential, each shown with its colors.
 * A chart opened from a dashboard that sets its own scheme says that scheme wins.
 */
export function ColorSchemeControl({ name, config, value, onChange, formData }: ControlProps<string>) {
  const sequential = config.options?.sequential === true;
  const schemes = colorSchemesFor(sequential);
  const options = useMemo(
    () =>
      schemes.map((scheme) => ({
        value: scheme.id,
        searchText: scheme.label,
        label: <SchemeLabel scheme={scheme} sequential={sequential} />,
      })),
    [schemes, sequential],
  );
  const dashboardId = dashboardIdOf(formData);
  const { data: dashboardScheme } = useGetDashboardColorSchemeQuery(dashboardId ?? skipToken);

  return (
    <>
      <Select
        value={value ?? undefined}
        options={options}
        placeholder={config.placeholder ?? messages.selectScheme}
        allowClear={config.clearable === true}
        showSearch={{
          filterOption: (input, option) =>
            !!option &&
            (option.searchText.toLowerCase().includes(input.toLowerCase()) || option.value === input),
        }}
        onChange={(next) => onChange(next ?? undefined)}
        style={{ width: '100%' }}
        data-testid={controlTestId(name)}
        aria-label={config.label}
      />
      {dashboardId !== null && dashboardScheme && (
        <Typography.Text
          type="secondary"
          className="sl-color-scheme-note"
          data-testid={controlTestId(name, 'note')}
        >
          <InfoCircleOutlined /> {messages.dashboardSchemeNote}
        </Typography.Text>
      )}
    </>
  );
}
