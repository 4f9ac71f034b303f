// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable.js';

afterEach(cleanup);

const page = () => {
  let mounts = 0;
  function Hello({ name }: { name: string }) {
    mounts += 1;
    return <p>Hello {name}</p>;
  }
  const load = vi.fn(() => Promise.resolve({ default: Hello }));
  return { load, mounts: () => mounts };
};

describe('preloadable', () => {
  it('renders a page loaded ahead at once, without suspending', async () => {
    const { load } = page();
    const { Component: Page, preload } = preloadable(load);
    await preload();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    // No act() flush: the first commit already shows the page.
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads on demand like React.lazy and keeps that instance mounted when re-rendered', async () => {
    const { load, mounts } = page();
    const { Component: Page } = preloadable(load);
    const view = (name: string) => (
      <Suspense fallback={<p>loading</p>}>
        <Page name={name} />
      </Suspense>
    );
    const { rerender } = render(view('Ada'));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    const before = mounts();
    await act(async () => rerender(view('Grace')));
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(mounts()).toBe(before + 1); // one render, no remount through the other path
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => null });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
