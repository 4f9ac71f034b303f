// @vitest-environment jsdom
import '../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSource } from './testing/galleryFixtures';
import { VizTypeControl } from './VizTypeControl';
import { VizTypeGallery } from './VizTypeGallery';

afterEach(cleanup);

function renderGallery(props: { value?: string; source?: ReturnType<typeof fixtureSource> } = {}) {
  const onSelect = vi.fn();
  const onCancel = vi.fn();
  const source = props.source ?? fixtureSource();
  const view = render(
    <VizTypeGallery open value={props.value} source={source} onSelect={onSelect} onCancel={onCancel} />,
  );
  return { onSelect, onCancel, source, view };
}

const dialog = () => screen.getByRole('dialog');
const tileNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((tile) => tile.textContent);
const selectButton = () => screen.getByRole('button', { name: 'Select' });
const details = () => screen.getByRole('region', { name: 'Chart type details' });
/** The first sidebar item with this text ('Popular' is both a recommended tag and a tag). */
const sidebarItem = (name: string) => {
  const items = within(screen.getByRole('navigation')).getAllByRole('menuitem');
  const item = items.find((candidate) => candidate.textContent === name);
  if (!item) throw new Error(`No sidebar item ${name}`);
  return item;
};

describe('VizTypeGallery', () => {
  it('searches, selects a type and confirms it with Select', async () => {
    const { onSelect } = renderGallery();
    expect(within(dialog()).getByText('Select a visualization type')).toBeTruthy();
    const search = screen.getByPlaceholderText('Search all charts');
    await waitFor(() => expect(document.activeElement).toBe(search));
    // Opens on the tag Popular, nothing chosen yet.
    expect(tileNames()).toEqual(['Big Number', 'Line Chart', 'Table', 'Pie Chart']);
    expect(selectButton().hasAttribute('disabled')).toBe(true);

    fireEvent.change(search, { target: { value: 'heatmap' } });
    // The sidebar is ignored while searching, and the deprecated heatmap shows because it was searched for.
    expect(tileNames()).toEqual(['Heatmap', 'Heatmap (legacy)']);

    fireEvent.click(screen.getByRole('option', { name: 'Heatmap' }));
    expect(screen.getByRole('option', { name: 'Heatmap' }).getAttribute('aria-selected')).toBe('true');
    expect(within(details()).getByRole('heading', { name: 'Heatmap' })).toBeTruthy();
    expect(within(details()).getByText(/to compare two dimensions at a glance/)).toBeTruthy();
    expect(within(details()).getByText('Intensity')).toBeTruthy();
    expect(selectButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledWith('heatmap_v2');
  });

  it('filters the grid from the sidebar and un-chooses a type the new selection hides', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('option', { name: 'Pie Chart' }));
    fireEvent.click(sidebarItem('All charts'));
    expect(tileNames()).toEqual([
      'Rolling Forecast',
      'Big Number',
      'Line Chart',
      'Table',
      'Pie Chart',
      'Heatmap',
      'World Map',
      'Acme Sparkline',
    ]);
    expect(selectButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(sidebarItem('Map'));
    expect(tileNames()).toEqual(['World Map']);
    expect(selectButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(sidebarItem('Advanced-Analytics'));
    expect(tileNames()).toEqual(['Rolling Forecast']);
  });

  it('lists the sidebar sections: categories with Other last, then every tag', () => {
    renderGallery();
    const items = within(screen.getByRole('navigation'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(0, 4)).toEqual(['All charts', 'Popular', 'ECharts', 'Advanced-Analytics']);
    expect(items.slice(4, 11)).toEqual([
      'Correlation',
      'Evolution',
      'KPI',
      'Map',
      'Part of a Whole',
      'Table',
      'Other',
    ]);
    expect(items).toContain('Density');
    for (const title of ['Recommended tags', 'Category', 'Tags']) {
      expect(within(screen.getByRole('navigation')).getByText(title)).toBeTruthy();
    }
  });

  it('opens on the current type, selected in its category, with its badge and examples', async () => {
    const { onSelect } = renderGallery({ value: 'rolling_forecast' });
    expect(tileNames()).toEqual(['Rolling Forecast', 'Line Chart']);
    expect(screen.getByRole('option', { name: 'Rolling Forecast' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const badge = within(details()).getByText('FEATURED');
    fireEvent.mouseEnter(badge);
    await waitFor(() => expect(screen.getByText('Checked against the example data.')).toBeTruthy());
    // No example gallery: the thumbnail stands in, captioned with the name.
    expect(within(details()).getByRole('img', { name: 'Rolling Forecast' }).getAttribute('src')).toBe(
      '/static/viz/rolling_forecast.png',
    );
    fireEvent.click(selectButton());
    expect(onSelect).toHaveBeenCalledWith('rolling_forecast');
  });

  it("says 'No description available.' and shows the examples of the selected type", () => {
    renderGallery();
    fireEvent.click(sidebarItem('Other'));
    fireEvent.click(screen.getByRole('option', { name: 'Acme Sparkline' }));
    expect(within(details()).getByText('No description available.')).toBeTruthy();
    fireEvent.click(sidebarItem('KPI'));
    fireEvent.click(screen.getByRole('option', { name: 'Big Number' }));
    const example = within(details()).getByRole('img', { name: 'Total revenue' });
    expect(example.getAttribute('src')).toBe('/static/viz/big_number_total-example-1.png');
    expect(within(details()).getByText('Total revenue')).toBeTruthy();
  });

  it('moves with the arrow keys, confirms with Enter and with a double-click', () => {
    const { onSelect } = renderGallery();
    const first = screen.getByRole('option', { name: 'Big Number' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const line = screen.getByRole('option', { name: 'Line Chart' });
    expect(line.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(line);
    fireEvent.keyDown(line, { key: 'End' });
    expect(screen.getByRole('option', { name: 'Pie Chart' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('pie');

    fireEvent.doubleClick(screen.getByRole('option', { name: 'Table' }));
    expect(onSelect).toHaveBeenLastCalledWith('table');
  });

  it('enters the grid from the search box with the Down arrow', () => {
    renderGallery();
    const search = screen.getByPlaceholderText('Search all charts');
    fireEvent.change(search, { target: { value: 'world' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    const world = screen.getByRole('option', { name: 'World Map' });
    expect(world.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(world);
  });

  it('shows a chart type registered after opening (dynamic plugins)', () => {
    const { source } = renderGallery();
    act(() =>
      source.add({
        vizType: 'acme_radar',
        name: 'Acme Radar',
        category: 'Ranking',
        tags: ['Popular'],
        thumbnail: '/static/viz/acme_radar.png',
        exampleGallery: [],
        behaviors: [],
      }),
    );
    expect(tileNames()).toContain('Acme Radar');
  });

  it('calls onCancel from the Cancel button and starts afresh on the next opening', () => {
    const source = fixtureSource();
    const onCancel = vi.fn();
    const onSelect = vi.fn();
    const { rerender } = render(
      <VizTypeGallery open source={source} onSelect={onSelect} onCancel={onCancel} />,
    );
    fireEvent.change(screen.getByPlaceholderText('Search all charts'), { target: { value: 'map' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<VizTypeGallery open={false} source={source} onSelect={onSelect} onCancel={onCancel} />);
    rerender(<VizTypeGallery open value="table" source={source} onSelect={onSelect} onCancel={onCancel} />);
    expect((screen.getByPlaceholderText('Search all charts') as HTMLInputElement).value).toBe('');
    expect(tileNames()).toEqual(['Table']);
    expect(selectButton().hasAttribute('disabled')).toBe(false);
  });
});

describe('VizTypeControl', () => {
  it("shows the current type's name and changes it through the gallery", () => {
    const onChange = vi.fn();
    render(<VizTypeControl value="pie" onChange={onChange} source={fixtureSource()} />);
    const button = screen.getByTestId('viz-type-control');
    expect(button.textContent).toBe('Pie Chart');
    expect(button.querySelector('img')?.getAttribute('src')).toBe('/static/viz/pie.png');
    fireEvent.click(button);
    expect(tileNames()).toEqual(['Pie Chart']);
    fireEvent.click(sidebarItem('Popular'));
    fireEvent.doubleClick(screen.getByRole('option', { name: 'Line Chart' }));
    expect(onChange).toHaveBeenCalledWith('echarts_timeseries_line');
  });

  it('says an unregistered type is not supported', () => {
    render(<VizTypeControl value="sankey_v9" onChange={vi.fn()} source={fixtureSource()} />);
    expect(screen.getByTestId('viz-type-control').textContent).toBe('sankey_v9');
    expect(screen.getByRole('alert').textContent).toContain('This visualization type is not supported.');
  });

  it('asks for a type when there is none yet', () => {
    render(<VizTypeControl onChange={vi.fn()} source={fixtureSource()} />);
    expect(screen.getByTestId('viz-type-control').textContent).toBe('Select Viz Type');
  });
});
