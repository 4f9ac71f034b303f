import { rgbaToString, type RgbaColor } from '@sightline/core';
import { ColorPicker } from 'antd';
import { useMemo } from 'react';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { colorPickerPresets, rgbaFromPicker, rgbaOfValue } from './colorValue';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';

/**
 * A fixed color, saved as Superset's {r, g, b, a}. The presets are the first 7 colors of the chart's
 * categorical scheme.
 */
export function ColorPickerControl({ name, config, value, onChange, formData }: ControlProps<RgbaColor>) {
  const color = rgbaOfValue(value, config.default);
  const presets = useMemo(
    () => [{ label: messages.colorPresets, colors: colorPickerPresets(formData), defaultOpen: true }],
    [formData],
  );
  return (
    <ColorPicker
      value={rgbaToString(color)}
      presets={presets}
      onChangeComplete={(next) => onChange(rgbaFromPicker(next.toRgb()))}
      data-testid={controlTestId(name)}
      aria-label={config.label}
    />
  );
}
