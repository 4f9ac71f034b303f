// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { getCategoricalScheme } from '@sightline/charts';
import { parseColor, rgbaToString, type RgbaColor } from '@sightline/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColorPickerControl } from './ColorPickerControl';
import { colorPickerPresets, rgbaFromPicker, rgbaOfValue } from './colorValue';
import { controlTestProps } from './controlTestProps';

afterEach(cleanup);

/** The preset swatches' colors as rgba text, in order. */
const swatches = () =>
  [...document.querySelectorAll('.ant-color-picker-presets-color .ant-color-picker-color-block-inner')].map(
    (element) => (element as HTMLElement).style.background,
  );
const cssColor = (hex: string) => {
  const { r, g, b } = parseColor(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

function openPicker(formData: Record<string, unknown>) {
  const props = controlTestProps<RgbaColor>(
    'color_picker',
    { type: 'ColorPickerControl', default: { r: 0, g: 122, b: 135, a: 1 } },
    { r: 1, g: 2, b: 3, a: 1 },
    { formData },
  );
  render(<ColorPickerControl {...props} />);
  fireEvent.click(screen.getByTestId('control-color_picker'));
  return props;
}

describe('ColorPickerControl', () => {
  it("offers the first 7 colors of the chart's categorical scheme as presets", async () => {
    openPicker({ color_scheme: 'd3Category20' });
    const expected = getCategoricalScheme('d3Category20').colors.slice(0, 7).map(cssColor);
    expect(expected).not.toEqual(getCategoricalScheme(null).colors.slice(0, 7).map(cssColor));
    await waitFor(() => expect(swatches()).toEqual(expected));
  });

  it('uses the default scheme when the chart has none, and saves a preset as {r, g, b, a}', async () => {
    const props = openPicker({});
    const first = getCategoricalScheme(null).colors[0]!;
    await waitFor(() => expect(swatches()[0]).toBe(cssColor(first)));
    fireEvent.click(document.querySelector('.ant-color-picker-presets-color')!);
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith(parseColor(first)));
  });
});

describe('color values', () => {
  it('reads presets from color_scheme', () => {
    expect(colorPickerPresets({ color_scheme: 'd3Category20' })).toEqual(
      getCategoricalScheme('d3Category20').colors.slice(0, 7),
    );
    expect(colorPickerPresets({})).toHaveLength(7);
  });

  it('reads saved {r, g, b, a}, falling back to the default for anything else', () => {
    expect(rgbaOfValue({ r: 1, g: 2, b: 3 })).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(rgbaOfValue('red', { r: 9, g: 9, b: 9, a: 0.5 })).toEqual({ r: 9, g: 9, b: 9, a: 0.5 });
    expect(rgbaToString(rgbaOfValue(undefined, undefined))).toBe('rgba(0,122,135,1)');
  });

  it('stores integer channels and a rounded alpha', () => {
    expect(rgbaFromPicker({ r: 10.4, g: 300, b: -1, a: 0.456 })).toEqual({ r: 10, g: 255, b: 0, a: 0.46 });
  });
});
