// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedChange } from './useDebouncedChange';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedChange', () => {
  it('reports the last value once the delay passes without another', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDebouncedChange(onChange, 300));
    act(() => result.current.schedule('a'));
    act(() => vi.advanceTimersByTime(299));
    act(() => result.current.schedule('b'));
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('b');
  });

  it('reports at once on flush and on unmount, and nothing when nothing is pending', () => {
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedChange(onChange, 300));
    act(() => result.current.schedule(1));
    act(() => result.current.flush());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1);
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.flush());
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => result.current.schedule(2));
    unmount();
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
