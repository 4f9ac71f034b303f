// @vitest-environment jsdom
import '../../../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../../platform/apiClient';
import { createStore } from '../../../../../app/store';
import { createFakeServer, type RecordedCall } from '../../../../../testing/fakeServer';
import { testBootstrap } from '../../../../../features/shared/testing/exploreFixtures';
import { controlProps } from '../testing/fixtures';
import { pickOption, renderWithoutMotion } from '../../../../../testing/antdTestHelpers';
import type { AnnotationLayerValue } from './annotationLayerShape';
import { AnnotationLayerControl } from './AnnotationLayerControl';

const releases = {
  id: 31,
  slice_name: 'Releases',
  viz_type: 'table',
  params: JSON.stringify({ query_mode: 'raw', all_columns: ['released_at', 'version', 'notes'] }),
};

let calls: RecordedCall[] = [];

beforeEach(() => {
  apiClient.resetCsrfToken();
  const server = createFakeServer({
    'GET /api/v1/chart/': () => ({
      body: {
        count: 1,
        ids: [31],
        result: [releases],
        list_columns: [],
        order_columns: [],
        label_columns: {},
      },
    }),
  });
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetchFn);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderControl(initial: AnnotationLayerValue[], annotationErrors?: Record<string, string>) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <AnnotationLayerControl
        {...controlProps({ type: 'AnnotationLayerControl' }, value)}
        annotationErrors={annotationErrors}
        onChange={(next) => {
          setValue(next ?? []);
          onChange(next);
        }}
      />
    );
  }
  renderWithoutMotion(
    <Provider store={createStore(testBootstrap(null))}>
      <Harness />
    </Provider>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] as AnnotationLayerValue[] };
}

async function openNew() {
  fireEvent.click(screen.getByTestId('annotation-layer-add'));
  return screen.findByTestId('annotation-layer-form');
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);

describe('AnnotationLayerControl', () => {
  it('adds a formula layer', async () => {
    const { onChange, last } = renderControl([]);
    expect(screen.queryByText('Empty collection')).toBeNull();
    const form = await openNew();
    // A formula is the default type: no chart to choose, nothing fetched.
    expect(within(form).queryByLabelText('Chart')).toBeNull();
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    expect(await within(form).findByText('The layer needs a name')).toBeTruthy();
    expect(within(form).getByText('Enter a formula')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(field(form, 'Name'), { target: { value: ' Target ' } });
    fireEvent.change(field(form, 'Formula'), { target: { value: '200000' } });
    await pickOption(field(form, 'Line style'), 'Dashed');
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    expect(last()).toEqual([
      expect.objectContaining({
        name: 'Target',
        annotationType: 'FORMULA',
        sourceType: 'NATIVE',
        value: '200000',
        show: true,
        style: 'dashed',
        width: 1,
        opacity: '',
        color: null,
      }),
    ]);
    expect(calls).toEqual([]);
    expect(within(screen.getByTestId('annotation-layer-item-0')).getByText('Target')).toBeTruthy();
    expect(within(screen.getByTestId('annotation-layer-item-0')).getByText('Formula')).toBeTruthy();
  });

  it('adds an event layer read from a saved table chart, with its columns', async () => {
    const { last } = renderControl([]);
    const form = await openNew();
    fireEvent.change(field(form, 'Name'), { target: { value: 'Releases' } });
    await pickOption(field(form, 'Annotation layer type'), 'Event');
    await pickOption(await waitFor(() => field(form, 'Chart')), 'Releases');
    expect(calls[0]?.q).toMatchObject({
      filters: [{ col: 'viz_type', opr: 'in', value: ['table'] }],
      select_columns: ['id', 'slice_name', 'viz_type', 'params'],
    });
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    expect(await within(form).findByText('Choose a column')).toBeTruthy();

    await pickOption(field(form, 'Time column'), 'released_at');
    await pickOption(field(form, 'Title column'), 'version');
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    expect(last()).toEqual([
      expect.objectContaining({
        name: 'Releases',
        annotationType: 'EVENT',
        sourceType: 'table',
        value: 31,
        timeColumn: 'released_at',
        titleColumn: 'version',
        intervalEndColumn: '',
        overrides: { time_range: null },
      }),
    ]);
  });

  it('refuses a second layer with the same name, and removes layers', async () => {
    const goal = { name: 'Goal', annotationType: 'FORMULA', sourceType: 'NATIVE', value: '10' } as const;
    const { last } = renderControl([goal]);
    const form = await openNew();
    fireEvent.change(field(form, 'Name'), { target: { value: 'Goal' } });
    fireEvent.change(field(form, 'Formula'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('annotation-layer-save'));
    expect(await within(form).findByText('Another layer already has this name')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('annotation-layer-form')).toBeNull());
    fireEvent.click(screen.getByTestId('annotation-layer-remove-0'));
    expect(last()).toEqual([]);
  });

  it('marks a failed layer with a danger marker whose tooltip is the error', async () => {
    const layers = [
      { name: 'Deploys', annotationType: 'EVENT', sourceType: 'table', value: 31, timeColumn: 'ts' },
      { name: 'Goal', annotationType: 'FORMULA', sourceType: 'NATIVE', value: '10', show: false },
    ] as const;
    renderControl([...layers], { Deploys: 'Annotation layer "Deploys": The chart does not exist' });
    const marker = screen.getByTestId('annotation-layer-error-0');
    expect(screen.queryByTestId('annotation-layer-error-1')).toBeNull();
    expect(within(screen.getByTestId('annotation-layer-item-1')).getByText('Hidden')).toBeTruthy();
    fireEvent.mouseEnter(marker);
    expect(await screen.findByText('Annotation layer "Deploys": The chart does not exist')).toBeTruthy();
  });
});
