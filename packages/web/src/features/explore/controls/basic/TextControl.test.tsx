// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlTestProps } from './controlTestProps';
import { TextControl } from './TextControl';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = () => screen.getByTestId('control-size') as HTMLInputElement;
const typeText = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('TextControl', () => {
  it('reports free text 250 ms after typing stops', () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl' }, 'a');
    render(<TextControl {...props} />);
    typeText('ab');
    act(() => vi.advanceTimersByTime(200));
    typeText('abc');
    act(() => vi.advanceTimersByTime(249));
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(props.onChange).toHaveBeenCalledWith('abc');
  });

  it('reports numbers (isFloat) after 500 ms, and at once on blur', () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl', isFloat: true }, 2);
    render(<TextControl {...props} />);
    typeText('2.5');
    act(() => vi.advanceTimersByTime(499));
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onChange).toHaveBeenLastCalledWith(2.5);
    typeText('3');
    fireEvent.blur(input());
    expect(props.onChange).toHaveBeenLastCalledWith(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(props.onChange).toHaveBeenCalledTimes(2);
  });

  it("keeps a trailing dot or zero in the input when its number comes back ('1.', '1.50')", () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl', isFloat: true }, 2);
    const view = render(<TextControl {...props} />);
    typeText('1.');
    act(() => vi.advanceTimersByTime(500));
    expect(props.onChange).toHaveBeenLastCalledWith(1);
    view.rerender(<TextControl {...props} value={1} />);
    expect(input().value).toBe('1.');
    typeText('1.50');
    act(() => vi.advanceTimersByTime(500));
    expect(props.onChange).toHaveBeenLastCalledWith(1.5);
    view.rerender(<TextControl {...props} value={1.5} />);
    expect(input().value).toBe('1.50');
    // A change from outside (undo) replaces the text.
    view.rerender(<TextControl {...props} value={7} />);
    expect(input().value).toBe('7');
  });

  it('shows the validation message for text that is not the number expected', () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl', isInt: true }, 2);
    render(<TextControl {...props} />);
    typeText('2.5');
    expect(screen.getByTestId('control-size-error').textContent).toBe('is expected to be an integer');
    act(() => vi.advanceTimersByTime(500));
    expect(props.onChange).toHaveBeenLastCalledWith('2.5');
    typeText('x');
    cleanup();
    const float = controlTestProps<string | number>('size', { type: 'TextControl', isFloat: true }, 2);
    render(<TextControl {...float} />);
    typeText('x');
    expect(screen.getByTestId('control-size-error').textContent).toBe('is expected to be a number');
  });

  it('leaves the message to the container when its validators already report it', () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl', isFloat: true }, 'x', {
      errors: ['is expected to be a number'],
    });
    render(<TextControl {...props} />);
    expect(screen.queryByTestId('control-size-error')).toBeNull();
  });

  it('reports a value still pending when it goes away', () => {
    const props = controlTestProps<string | number>('size', { type: 'TextControl' }, '');
    render(<TextControl {...props} />);
    typeText('late');
    cleanup();
    expect(props.onChange).toHaveBeenCalledWith('late');
  });
});
