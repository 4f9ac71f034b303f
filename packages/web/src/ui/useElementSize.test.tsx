// @vitest-environment jsdom
import '../testing/jsdomPolyfills';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementSize } from './useElementSize';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useElementSize', () => {
  it('measures before the first paint, so what waits for `measured` renders once, at the size', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800.6);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const childWidths: number[] = [];
    function Child({ width }: { width: number }) {
      childWidths.push(width);
      return null;
    }
    function Sized() {
      const { ref, width, measured } = useElementSize<HTMLDivElement>();
      return <div ref={ref}>{measured && <Child width={width} />}</div>;
    }
    render(<Sized />);
    expect(childWidths).toEqual([800]);
  });
});
