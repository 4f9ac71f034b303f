// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../../testing/antdTestHelpers';
import { testDashboard, testSlice, testUser } from '../../testing/dashboardFixtures';
import { renderDashboardUi } from '../../../../appTesting/dashboard/renderDashboard';
import { NativeFilterBar } from '../NativeFilterBar';
import { FilterConfigButton } from './FilterConfigButton';
import { stubFilterConfigApi } from '../../../../appTesting/dashboard/filterConfigTestSetup';
import { filterConfigMessages as messages } from './messages';

const savedMetadata = { color_scheme: 'supersetColors', label_colors: { boys: '#ff0000' } };

function renderButton(user = testUser({ id: 7, username: 'owner' }), ui = <FilterConfigButton />) {
  return renderDashboardUi(ui, {
    user,
    dashboard: testDashboard({ json_metadata: JSON.stringify(savedMetadata) }),
    charts: [testSlice(1)],
  });
}

let api: ReturnType<typeof stubFilterConfigApi>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api = stubFilterConfigApi({
    'PUT /api/v1/dashboard/5': () => ({
      body: {
        id: 5,
        result: {
          json_metadata: (api.bodies.get('PUT /api/v1/dashboard/5') as { json_metadata: string })
            .json_metadata,
        },
      },
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FilterConfigButton', () => {
  it('is not shown to a user who may not edit the dashboard', () => {
    renderButton(testUser({ id: 8, username: 'viewer' }));
    expect(screen.queryByText(messages.openButton)).toBeNull();
  });

  it('saves a new value filter into json_metadata with PUT and closes', async () => {
    const { store } = renderButton();
    fireEvent.click(screen.getByText(messages.openButton));
    fireEvent.click(await screen.findByRole('button', { name: messages.addFilter }));
    fireEvent.change(screen.getByLabelText(messages.filterName), { target: { value: 'Region' } });
    await pickOption(screen.getByRole('combobox', { name: messages.dataset }), 'sales');
    await pickOption(screen.getByRole('combobox', { name: messages.column }), 'region');
    fireEvent.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(screen.queryByText(messages.title)).toBeNull());

    const body = api.bodies.get('PUT /api/v1/dashboard/5') as { json_metadata: string };
    const sent = JSON.parse(body.json_metadata) as Record<string, unknown>;
    expect(sent).toMatchObject(savedMetadata);
    const [filter] = sent.native_filter_configuration as Record<string, unknown>[];
    expect(filter).toMatchObject({
      type: 'NATIVE_FILTER',
      name: 'Region',
      targets: [{ datasetId: 1, column: { name: 'region' } }],
      chartsInScope: [1],
    });
    expect(filter!.id).toMatch(/^NATIVE_FILTER-/);
    expect(store.getState().dashboard.info?.metadata.native_filter_configuration).toEqual([filter]);
  }, 30_000);
});

describe('FilterConfigButton save failure', () => {
  it('keeps the modal open with the server message when the PUT fails', async () => {
    stubFilterConfigApi({
      'PUT /api/v1/dashboard/5': () => ({ status: 403, body: { message: 'Forbidden' } }),
    });
    const { store } = renderButton();
    fireEvent.click(screen.getByText(messages.openButton));
    fireEvent.click(await screen.findByRole('button', { name: messages.addDivider }));
    fireEvent.change(screen.getByLabelText(messages.dividerTitle), { target: { value: 'Time' } });
    fireEvent.click(screen.getByRole('button', { name: messages.save }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Forbidden');
    expect(screen.getByText(messages.title)).toBeTruthy();
    expect(store.getState().dashboard.info?.metadata.native_filter_configuration).toBeUndefined();
  });
});

describe('NativeFilterBar without filters', () => {
  it('shows for a user who may edit the dashboard, with Add/Edit filters to add the first one', () => {
    renderButton(undefined, <NativeFilterBar />);
    expect(screen.getByTestId('native-filter-bar')).toBeTruthy();
    expect(screen.getByText(messages.openButton)).toBeTruthy();
  });

  it('does not show for a viewer', () => {
    renderButton(testUser({ id: 8, username: 'viewer' }), <NativeFilterBar />);
    expect(screen.queryByTestId('native-filter-bar')).toBeNull();
  });
});
