// @vitest-environment jsdom
import '../../../../testing/jsdomPolyfills';
import { DEFAULT_VIEWPORT, type Viewport } from '@sightline/charts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlTestProps } from './controlTestProps';
import { ViewportControl } from './ViewportControl';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = (name: string) => screen.getByTestId(`control-viewport-${name}`) as HTMLInputElement;

describe('ViewportControl', () => {
  it('shows the default camera when there is no value', () => {
    const props = controlTestProps<Viewport>('viewport', { type: 'ViewportControl' }, undefined);
    render(<ViewportControl {...props} />);
    expect(screen.getByTestId('control-viewport').textContent).toBe('6.85°, 31.22°, zoom 1');
    fireEvent.click(screen.getByTestId('control-viewport'));
    expect(Number(field('longitude').value)).toBeCloseTo(6.85, 2);
    expect(Number(field('latitude').value)).toBeCloseTo(31.22, 2);
    expect([field('zoom').value, field('bearing').value, field('pitch').value]).toEqual(['1', '0', '0']);
  });

  it('reports the whole viewport with the edited field, 500 ms after typing stops', () => {
    const props = controlTestProps<Viewport>(
      'viewport',
      { type: 'ViewportControl' },
      { ...DEFAULT_VIEWPORT },
    );
    render(<ViewportControl {...props} />);
    fireEvent.click(screen.getByTestId('control-viewport'));
    fireEvent.change(field('zoom'), { target: { value: '3' } });
    fireEvent.change(field('pitch'), { target: { value: '40' } });
    act(() => vi.advanceTimersByTime(499));
    expect(props.onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_VIEWPORT, zoom: 3, pitch: 40 });
  });
});
