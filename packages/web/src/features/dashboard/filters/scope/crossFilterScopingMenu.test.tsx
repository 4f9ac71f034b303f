// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseMenuItem,
  gamma,
  openMenu,
  renderHeader,
  serverWith,
} from '../../../../appTesting/dashboard/headerTestSetup';
import { testOwner as owner } from '../../testing/dashboardFixtures';
import { scopeMessages as messages } from './messages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the header menu's cross-filtering scoping entry", () => {
  it('opens the scoping modal for an editor', async () => {
    serverWith();
    renderHeader(owner);
    await chooseMenuItem(messages.menuItem);
    expect(await screen.findByTestId('cross-filter-scoping-modal')).toBeTruthy();
  });

  it('is not offered to a viewer who may not edit the dashboard', async () => {
    serverWith();
    renderHeader(gamma);
    await openMenu();
    expect(screen.queryByText(messages.menuItem)).toBeNull();
  });
});
