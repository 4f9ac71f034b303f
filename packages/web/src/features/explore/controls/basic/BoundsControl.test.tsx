// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoundsValue } from './bounds';
import { BoundsControl } from './BoundsControl';
import { controlTestProps } from './controlTestProps';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const min = () => screen.getByTestId('control-y_axis_bounds-min') as HTMLInputElement;
const max = () => screen.getByTestId('control-y_axis_bounds-max') as HTMLInputElement;

describe('BoundsControl', () => {
  it('reports [min, max] 300 ms after typing stops', () => {
    const props = controlTestProps<BoundsValue>('y_axis_bounds', { type: 'BoundsControl' }, [null, null]);
    render(<BoundsControl {...props} />);
    fireEvent.change(min(), { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(max(), { target: { value: '10.5' } });
    act(() => vi.advanceTimersByTime(299));
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(props.onChange).toHaveBeenCalledWith([1, 10.5]);
  });

  it('turns non-numeric input into null but keeps the text as typed', () => {
    const props = controlTestProps<BoundsValue>('y_axis_bounds', { type: 'BoundsControl' }, [0, 5]);
    const view = render(<BoundsControl {...props} />);
    expect([min().value, max().value]).toEqual(['0', '5']);
    fireEvent.change(max(), { target: { value: 'abc' } });
    fireEvent.blur(max());
    expect(props.onChange).toHaveBeenLastCalledWith([0, null]);
    view.rerender(<BoundsControl {...props} value={[0, null]} />);
    expect(max().value).toBe('abc');
    view.rerender(<BoundsControl {...props} value={[2, 3]} />);
    expect([min().value, max().value]).toEqual(['2', '3']);
  });

  it('starts from the default when the form data has no value', () => {
    const props = controlTestProps<BoundsValue>(
      'y_axis_bounds',
      { type: 'BoundsControl', default: [1, null] },
      undefined,
    );
    render(<BoundsControl {...props} />);
    expect([min().value, max().value]).toEqual(['1', '']);
  });
});
