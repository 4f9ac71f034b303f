// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import type { ControlConfig } from '@sightline/charts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectControl } from './SelectControl';

afterEach(cleanup);

function renderSelect(config: Partial<ControlConfig>, value: unknown) {
  const onChange = vi.fn();
  const props = (current: unknown) => ({
    name: 'pick',
    config: { type: 'SelectControl', label: 'Pick', affects: 'query', ...config } as ControlConfig,
    value: current,
    onChange,
    formData: {},
    datasource: null,
    errors: [],
  });
  const view = render(<SelectControl {...props(value)} />);
  return { onChange, rerender: (next: unknown) => view.rerender(<SelectControl {...props(next)} />) };
}

const combobox = () => screen.getByRole('combobox', { name: 'Pick' });
const open = () => fireEvent.mouseDown(combobox());
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const pressEnter = () => fireEvent.keyDown(combobox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
/** Clicks the dropdown item showing this text. */
function pick(label: string) {
  const item = [...document.querySelectorAll('.ant-select-item-option')].find(
    (element) => element.getAttribute('title') === label || element.textContent === label,
  );
  if (!item) throw new Error(`No option ${label}`);
  fireEvent.click(item);
}

const ROW_LIMITS: ControlConfig['choices'] = [
  [10, '10'],
  [100, '100'],
  [1000, '1000'],
];

describe('SelectControl', () => {
  it('reports the chosen choice value, not its label, and null when cleared', () => {
    const { onChange } = renderSelect(
      {
        choices: [
          ['a', 'Alpha'],
          ['b', 'Beta'],
        ],
      },
      'a',
    );
    expect(screen.getByTestId('control-pick').textContent).toContain('Alpha');
    open();
    pick('Beta');
    expect(onChange).toHaveBeenLastCalledWith('b');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps numbers, booleans and null apart from their text', () => {
    const { onChange } = renderSelect(
      {
        choices: [
          [null, 'None'],
          [5, 'Five'],
          ['5', 'Text five'],
          [true, 'Yes'],
        ],
      },
      null,
    );
    expect(screen.getByTestId('control-pick').textContent).toContain('None');
    open();
    pick('Five');
    expect(onChange).toHaveBeenLastCalledWith(5);
    open();
    pick('Text five');
    expect(onChange).toHaveBeenLastCalledWith('5');
    open();
    pick('Yes');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('reports arrays when multi', () => {
    const { onChange } = renderSelect(
      {
        multi: true,
        choices: [
          ['a', 'Alpha'],
          ['b', 'Beta'],
        ],
      },
      ['a'],
    );
    open();
    pick('Beta');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('drops saved values that are not choices when not free form', () => {
    const single = renderSelect({ choices: [['a', 'Alpha']] }, 'gone');
    expect(single.onChange).toHaveBeenCalledWith(null);
    cleanup();
    const multi = renderSelect({ multi: true, choices: [['a', 'Alpha']] }, ['a', 'gone']);
    expect(multi.onChange).toHaveBeenCalledWith(['a']);
    expect(multi.onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps values that are not choices when free form, and shows them', () => {
    const { onChange } = renderSelect({ freeForm: true, choices: [['a', 'Alpha']] }, 'custom');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('control-pick').textContent).toContain('custom');
  });

  it('drops nothing while there is no choice list to judge by', () => {
    const { onChange } = renderSelect({}, 'ds');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a typed free-form entry, as a number when the choices are numbers (row_limit)', () => {
    const { onChange } = renderSelect({ freeForm: true, choices: ROW_LIMITS }, 10);
    open();
    type('2000');
    pressEnter();
    expect(onChange).toHaveBeenLastCalledWith(2000);
  });

  it('takes typed text as text when the choices are text', () => {
    const { onChange } = renderSelect({ freeForm: true, multi: true, choices: [['a', 'Alpha']] }, ['a']);
    open();
    type('123');
    pressEnter();
    expect(onChange).toHaveBeenLastCalledWith(['a', '123']);
  });

  it('offers no typed entry when not free form', () => {
    const { onChange } = renderSelect({ choices: ROW_LIMITS }, 10);
    open();
    type('2000');
    pressEnter();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the placeholder and hides the clear button when not clearable', () => {
    renderSelect({ choices: [['a', 'Alpha']], placeholder: 'Choose one', clearable: false }, undefined);
    expect(screen.getByText('Choose one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
