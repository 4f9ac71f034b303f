import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeScrollBoxRect } from './scrollBoxRect.js';

type Report = (entries: { contentRect: { width: number; height: number } }[]) => void;

afterEach(() => vi.unstubAllGlobals());

describe('observeScrollBoxRect', () => {
  it('reports the box size from the ResizeObserver alone, never reading it at mount', () => {
    let report: Report = () => undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: Report) {
          report = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const element = {
      get clientHeight(): number {
        throw new Error('read at mount: forces a layout');
      },
    };
    const sizes: { width: number; height: number }[] = [];
    const stop = observeScrollBoxRect(
      { scrollElement: element } as unknown as Virtualizer<HTMLDivElement, Element>,
      (rect) => sizes.push(rect),
    );
    expect(sizes).toEqual([]);
    report([{ contentRect: { width: 399.6, height: 250.2 } }]);
    expect(sizes).toEqual([{ width: 400, height: 250 }]);
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });
});
