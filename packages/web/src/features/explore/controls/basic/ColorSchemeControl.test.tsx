// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { CATEGORICAL_SCHEMES, SEQUENTIAL_SCHEMES } from '@sightline/charts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer } from '../../../../testing/fakeServer';
import { ColorSchemeControl } from './ColorSchemeControl';
import { dashboardColorScheme, dashboardIdOf } from './colorValue';
import { controlTestProps } from './controlTestProps';
import { WithControlStore } from '../../../../appTesting/explore/controlTestStore';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScheme(
  value: string | undefined,
  options: { sequential?: boolean; formData?: Record<string, unknown> } = {},
) {
  const props = controlTestProps<string>(
    'color_scheme',
    {
      type: 'ColorSchemeControl',
      label: 'Color scheme',
      options: { sequential: options.sequential ?? false },
    },
    value,
    { formData: options.formData ?? {} },
  );
  render(
    <WithControlStore>
      <ColorSchemeControl {...props} />
    </WithControlStore>,
  );
  return props;
}

const NOTE =
  'The color scheme is determined by the related dashboard. Edit the color scheme in the dashboard properties.';

describe('ColorSchemeControl', () => {
  it("shows 'Select scheme' when empty and reports the picked scheme's id", async () => {
    const props = renderScheme(undefined);
    expect(screen.getByText('Select scheme')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Color scheme' }));
    const target = CATEGORICAL_SCHEMES[1]!;
    const swatches = await screen.findByTestId(`color-scheme-swatches-${target.id}`);
    expect(swatches.children).toHaveLength(Math.min(10, target.colors.length));
    fireEvent.click(swatches.closest('.ant-select-item-option')!);
    expect(props.onChange).toHaveBeenCalledWith(target.id);
  });

  it('offers the sequential schemes with options.sequential', async () => {
    renderScheme('superset_seq_1', { sequential: true });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Color scheme' }));
    await screen.findByTestId(`color-scheme-swatches-${SEQUENTIAL_SCHEMES[1]!.id}`);
    expect(screen.queryByTestId(`color-scheme-swatches-${CATEGORICAL_SCHEMES[0]!.id}`)).toBeNull();
  });

  it("says the dashboard's own scheme wins when the chart comes from such a dashboard", async () => {
    const server = createFakeServer({
      'GET /api/v1/dashboard/7': () => ({
        body: { result: { id: 7, json_metadata: JSON.stringify({ color_scheme: 'd3Category20' }) } },
      }),
      'GET /api/v1/dashboard/8': () => ({ body: { result: { id: 8, json_metadata: '{}' } } }),
    });
    vi.stubGlobal('fetch', server.fetchFn);
    renderScheme('supersetColors', { formData: { dashboardId: 7 } });
    expect(await screen.findByText(NOTE)).toBeTruthy();
    cleanup();
    renderScheme('supersetColors', { formData: { dashboardId: 8 } });
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/v1/dashboard/8'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(NOTE)).toBeNull();
    cleanup();
    renderScheme('supersetColors');
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(server.calls).toHaveLength(2);
  });
});

describe('dashboard scheme helpers', () => {
  it("read the dashboard id and the dashboard's own scheme", () => {
    expect(dashboardIdOf({ dashboardId: 3 })).toBe(3);
    expect(dashboardIdOf({ dashboardId: '3' })).toBe(3);
    expect(dashboardIdOf({})).toBeNull();
    expect(dashboardColorScheme('{"color_scheme": "x"}')).toBe('x');
    expect(dashboardColorScheme('{"color_scheme": ""}')).toBeNull();
    expect(dashboardColorScheme(null)).toBeNull();
  });
});
