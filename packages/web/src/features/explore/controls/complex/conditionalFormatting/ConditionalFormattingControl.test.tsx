// @vitest-environment jsdom
import '../../../../../testing/jsdomPolyfills';
import {
  COMPARATOR_CHOICES,
  CONDITIONAL_FORMATTING_COLOR_SCHEMES,
  type ConditionalFormattingDraft,
  type ControlValues,
} from '@sightline/charts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlProps } from '../testing/fixtures';
import { pickOption, renderWithoutMotion } from '../../../../../testing/antdTestHelpers';
import { ConditionalFormattingControl } from './ConditionalFormattingControl';

afterEach(cleanup);

const PIVOT_OPTIONS = {
  operators: COMPARATOR_CHOICES,
  colorSchemes: CONDITIONAL_FORMATTING_COLOR_SCHEMES,
  columns: 'metrics',
};

function renderControl(
  initial: ConditionalFormattingDraft[],
  formData: ControlValues = { metrics: ['count', 'revenue'] },
  options: Record<string, unknown> = PIVOT_OPTIONS,
) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ConditionalFormattingControl
        {...controlProps({ type: 'ConditionalFormattingControl', options }, value, formData)}
        onChange={(next) => {
          setValue(next ?? []);
          onChange(next);
        }}
      />
    );
  }
  renderWithoutMotion(<Harness />);
  return { onChange, last: () => onChange.mock.lastCall?.[0] as unknown };
}

async function openNew() {
  fireEvent.click(screen.getByTestId('conditional-formatting-add'));
  return screen.findByTestId('conditional-formatting-form');
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
/** The validation message under a field, or null. */
const errorOf = (form: HTMLElement, label: string) =>
  field(form, label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')?.textContent ?? null;

describe('ConditionalFormattingControl', () => {
  it("says 'Required' for a column left empty, when the field loses focus", async () => {
    const { onChange } = renderControl([]);
    const form = await openNew();
    expect(errorOf(form, 'Column')).toBeNull();
    fireEvent.blur(field(form, 'Column'));
    await waitFor(() => expect(errorOf(form, 'Column')).toBe('Required'));
    // Only the blurred field is checked.
    expect(errorOf(form, 'Operator')).toBeNull();
    fireEvent.click(screen.getByTestId('conditional-formatting-save'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('needs a target value for a single-value operator, checked on blur and on Apply', async () => {
    const { onChange } = renderControl([]);
    const form = await openNew();
    await pickOption(field(form, 'Column'), 'Orders');
    await pickOption(field(form, 'Operator'), '>');
    const target = await waitFor(() => field(form, 'Target value'));
    fireEvent.blur(target);
    await waitFor(() => expect(errorOf(form, 'Target value')).toBe('Required'));
    fireEvent.click(screen.getByTestId('conditional-formatting-save'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(target, { target: { value: '100' } });
    fireEvent.blur(target);
    await waitFor(() => expect(errorOf(form, 'Target value')).toBeNull());
    fireEvent.click(screen.getByTestId('conditional-formatting-save'));
    expect(onChange).toHaveBeenCalledWith([
      { column: 'count', colorScheme: '#ACE1C4', operator: '>', targetValue: 100 },
    ]);
    expect(screen.getByRole('button', { name: 'Edit formatter' }).textContent).toBe('Orders > 100');
  });

  it('asks for left < right on a range, with both messages, once the fields lose focus', async () => {
    const { last } = renderControl([]);
    const form = await openNew();
    await pickOption(field(form, 'Column'), 'revenue');
    await pickOption(field(form, 'Color scheme'), 'red');
    await pickOption(field(form, 'Operator'), '≤ x <');
    const left = await waitFor(() => field(form, 'Left value'));
    const right = field(form, 'Right value');
    expect(within(form).queryByLabelText('Target value')).toBeNull();

    fireEvent.change(left, { target: { value: '10' } });
    fireEvent.blur(left);
    fireEvent.change(right, { target: { value: '2' } });
    // Not yet: the right value has not lost focus.
    expect(errorOf(form, 'Right value')).toBeNull();
    fireEvent.blur(right);
    await waitFor(() =>
      expect(errorOf(form, 'Right value')).toBe('This value should be greater than the left target value'),
    );
    expect(errorOf(form, 'Left value')).toBe('This value should be smaller than the right target value');

    fireEvent.change(right, { target: { value: '20' } });
    fireEvent.blur(right);
    await waitFor(() => expect(errorOf(form, 'Right value')).toBeNull());
    expect(errorOf(form, 'Left value')).toBeNull();
    fireEvent.click(screen.getByTestId('conditional-formatting-save'));
    expect(last()).toEqual([
      {
        column: 'revenue',
        colorScheme: '#EFA1AA',
        operator: '≤ x <',
        targetValueLeft: 10,
        targetValueRight: 20,
      },
    ]);
  });

  it('saves operator None without a target, and edits and removes rules', async () => {
    const existing = { column: 'count', colorScheme: '#FDE380', operator: '=', targetValue: 3 } as const;
    const { last } = renderControl([existing]);
    const form = await openNew();
    await pickOption(field(form, 'Column'), 'Orders');
    expect(within(form).queryByLabelText('Target value')).toBeNull();
    fireEvent.click(screen.getByTestId('conditional-formatting-save'));
    expect(last()).toEqual([existing, { column: 'count', colorScheme: '#ACE1C4', operator: 'None' }]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Edit formatter' })[0]!);
    const edit = await screen.findByTestId('conditional-formatting-form');
    fireEvent.change(field(edit, 'Target value'), { target: { value: '4' } });
    fireEvent.click(within(edit).getByTestId('conditional-formatting-save'));
    expect((last() as ConditionalFormattingDraft[])[0]).toEqual({ ...existing, targetValue: 4 });

    fireEvent.click(screen.getByTestId('conditional-formatting-remove-0'));
    expect(last()).toEqual([{ column: 'count', colorScheme: '#ACE1C4', operator: 'None' }]);
  });

  it("offers the table's numeric columns when the options name no columns", async () => {
    renderControl([], { groupby: ['country', 'quantity'], metrics: ['revenue'] }, {});
    const form = await openNew();
    fireEvent.mouseDown(field(form, 'Column'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(2));
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual([
      'quantity',
      'revenue',
    ]);
  });
});
