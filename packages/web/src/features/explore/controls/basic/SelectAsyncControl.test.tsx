// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeServer, type Handler } from '../../../../testing/fakeServer';
import { asyncOptions } from './asyncOptions';
import { controlTestProps } from './controlTestProps';
import { WithControlStore } from '../../../../appTesting/explore/controlTestStore';
import { SelectAsyncControl } from './SelectAsyncControl';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAsync(handler: Handler, options: Record<string, unknown> = {}) {
  const server = createFakeServer({ 'GET /api/v1/things/': handler });
  vi.stubGlobal('fetch', server.fetchFn);
  const props = controlTestProps<string | number | (string | number)[] | null>(
    'thing',
    { type: 'SelectAsyncControl', label: 'Thing', options: { dataEndpoint: '/api/v1/things/', ...options } },
    null,
  );
  render(
    <WithControlStore>
      <SelectAsyncControl {...props} />
    </WithControlStore>,
  );
  return { props, server };
}

async function pickOption(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Thing' }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === label,
    );
    if (!found) throw new Error(`No option ${label}`);
    return found;
  });
  fireEvent.click(item);
}

describe('SelectAsyncControl', () => {
  it("GETs the data endpoint and offers the answer's result", async () => {
    const { props, server } = renderAsync(() => ({
      body: {
        result: [
          { value: 1, label: 'One' },
          { value: 2, label: 'Two' },
        ],
      },
    }));
    await pickOption('Two');
    expect(props.onChange).toHaveBeenLastCalledWith(2);
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/things/']);
  });

  it('offers what the mutator makes of the answer', async () => {
    const mutator = (body: unknown) =>
      (body as { items: { id: string; name: string }[] }).items.map((item) => ({
        value: item.id,
        label: item.name,
      }));
    const { props } = renderAsync(() => ({ body: { items: [{ id: 'x', name: 'Ex' }] } }), { mutator });
    await pickOption('Ex');
    expect(props.onChange).toHaveBeenLastCalledWith('x');
  });

  it("shows 'Error while fetching data: %s' when the fetch fails", async () => {
    renderAsync(() => ({ status: 500, body: { message: 'boom' } }));
    expect(await screen.findByText('Error while fetching data: boom')).toBeTruthy();
  });
});

describe('asyncOptions', () => {
  it('reads {value, label} objects, [value, label] pairs and plain values, and nothing else', () => {
    expect(asyncOptions({ result: [{ value: 1, label: 'One' }, ['b', 'Bee'], 'c', { nope: 1 }] })).toEqual([
      { value: 1, label: 'One' },
      { value: 'b', label: 'Bee' },
      { value: 'c', label: 'c' },
    ]);
    expect(asyncOptions({ result: 'not a list' })).toEqual([]);
    expect(asyncOptions({ rows: ['a'] }, (body) => (body as { rows: string[] }).rows)).toEqual([
      { value: 'a', label: 'a' },
    ]);
  });
});
