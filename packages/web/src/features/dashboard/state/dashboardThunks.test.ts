import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Handler } from '../../../testing/fakeServer';
import { testDashboard, testSlice, testUser } from '../testing/dashboardFixtures';
import { createDashboardStore, stubDashboardApi } from '../../../appTesting/dashboard/renderDashboard';
import { setEditMode, updateCss } from './dashboardSlice';
import { loadDashboard, saveDashboard, savePublished } from './dashboardThunks';

const user = testUser({ id: 7, username: 'owner' });

function setup(handlers: Record<string, Handler>) {
  const server = stubDashboardApi({
    'GET /api/v1/dashboard/5': () => ({ body: { result: testDashboard() } }),
    'GET /api/v1/dashboard/5/charts': () => ({ body: { result: [testSlice(1)] } }),
    'GET /api/v1/dashboard/5/datasets': () => ({ body: { result: [{ id: 1, uid: '1__table' }] } }),
    ...handlers,
  });
  return { server, store: createDashboardStore({ user }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('dashboard thunks', () => {
  it('loads, hydrates, then completes the datasets by uid', async () => {
    const { store } = setup({});
    await store.dispatch(loadDashboard({ idOrSlug: '5', search: '?edit=true' }));
    const { dashboard } = store.getState();
    expect(dashboard.status).toBe('ready');
    expect(dashboard.dashboardState.editMode).toBe(true);
    expect(dashboard.dashboardState.datasetsStatus).toBe('complete');
    expect(Object.keys(dashboard.datasets)).toEqual(['1__table']);
  });

  it('keeps the dashboard when only the datasets call fails', async () => {
    const { store } = setup({
      'GET /api/v1/dashboard/5/datasets': () => ({ status: 500, body: { message: 'x' } }),
    });
    await store.dispatch(loadDashboard({ idOrSlug: '5' }));
    expect(store.getState().dashboard.status).toBe('ready');
    expect(store.getState().dashboard.dashboardState.datasetsStatus).toBe('error');
  });

  it('saves with PUT, then the state is the baseline and edit mode ends', async () => {
    const { server, store } = setup({
      'PUT /api/v1/dashboard/5': () => ({ body: { id: 5, last_modified_time: 99, result: {} } }),
    });
    await store.dispatch(loadDashboard({ idOrSlug: '5' }));
    store.dispatch(setEditMode(true));
    store.dispatch(updateCss('h1 {}'));
    expect(await store.dispatch(saveDashboard())).toBe(true);
    expect(server.bodies.get('PUT /api/v1/dashboard/5')).toMatchObject({ css: 'h1 {}', owners: [7] });
    expect(store.getState().dashboard.dashboardState).toMatchObject({
      editMode: false,
      hasUnsavedChanges: false,
      lastModifiedTime: 99,
    });
  });

  it('leaves a toast and the edits in place when the save fails', async () => {
    const { store } = setup({
      'PUT /api/v1/dashboard/5': () => ({ status: 422, body: { message: { slug: ['Must be unique'] } } }),
    });
    await store.dispatch(loadDashboard({ idOrSlug: '5' }));
    store.dispatch(setEditMode(true));
    store.dispatch(updateCss('h1 {}'));
    expect(await store.dispatch(saveDashboard())).toBe(false);
    const { dashboard } = store.getState();
    expect(dashboard.toast?.text).toBe('The dashboard could not be saved: slug: Must be unique');
    expect(dashboard.dashboardState).toMatchObject({ editMode: true, hasUnsavedChanges: true });
    expect(dashboard.isSaving).toBe(false);
  });

  it('publishes right away', async () => {
    const { store } = setup({ 'PUT /api/v1/dashboard/5': () => ({ body: { id: 5, result: {} } }) });
    await store.dispatch(loadDashboard({ idOrSlug: '5' }));
    expect(await store.dispatch(savePublished(false))).toBe(true);
    expect(store.getState().dashboard.dashboardState.isPublished).toBe(false);
  });
});
