// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EChartsCoreOption } from './echartsCore.js';

interface FakeInstance {
  setOption: ReturnType<typeof vi.fn>;
  resize: ReturnType<typeof vi.fn>;
  width: number;
  height: number;
}

const instances: FakeInstance[] = [];

vi.mock('./echartsCore.js', () => ({
  echarts: {
    init: (element: HTMLElement, _theme: unknown, opts: { width: number; height: number }) => {
      // Like zrender: the drawing area is a div appended to the container.
      const drawingArea = element.appendChild(document.createElement('div'));
      const instance: FakeInstance = {
        width: opts.width,
        height: opts.height,
        setOption: vi.fn(),
        resize: vi.fn((size: { width: number; height: number }) => {
          instance.width = size.width;
          instance.height = size.height;
        }),
      };
      instances.push(instance);
      return {
        ...instance,
        getZr: () => ({ painter: { getViewportRoot: () => drawingArea } }),
        getWidth: () => instance.width,
        getHeight: () => instance.height,
        on: vi.fn(),
        off: vi.fn(),
        isDisposed: () => false,
        dispose: vi.fn(),
      };
    },
  },
}));

const { EChart } = await import('./EChart.js');
const { ChartAnimationContext } = await import('./chartAnimation.js');

afterEach(() => {
  cleanup();
  instances.length = 0;
});

describe('EChart', () => {
  it('draws the first option as given and updates without animation, merged in place when it can be', () => {
    const first = { series: [{ type: 'bar', data: [1, 2] }] };
    const second = { series: [{ type: 'bar', data: [3] }] };
    const { rerender } = render(<EChart option={first} width={200} height={100} />);
    rerender(<EChart option={second} width={200} height={100} />);
    expect(instances).toHaveLength(1);
    const calls = instances[0]!.setOption.mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[0]![0]).toEqual({ aria: { enabled: true }, ...first });
    expect(calls[0]![0]).not.toHaveProperty('animation');
    expect(calls[1]![0]).toEqual({
      aria: { enabled: true },
      series: [{ type: 'bar', data: [3], animation: false, animationDurationUpdate: 0 }],
      animation: false,
    });
    expect(calls[1]![1]).toMatchObject({ notMerge: false });
  });

  it('rebuilds the series when a merge would keep part of the old ones (a series fewer), and replaces what it cannot rebuild', () => {
    const two = {
      series: [
        { type: 'line', name: 'a' },
        { type: 'line', name: 'b' },
      ],
    };
    const { rerender } = render(<EChart option={two} width={200} height={100} />);
    rerender(<EChart option={{ series: [{ type: 'line', name: 'a' }] }} width={200} height={100} />);
    rerender(
      <EChart option={{ series: [{ type: 'line', name: 'a', smooth: true }] }} width={200} height={100} />,
    );
    rerender(
      <EChart
        option={{ series: [{ type: 'line', name: 'a', smooth: true }], color: ['#f00'] }}
        width={200}
        height={100}
      />,
    );
    rerender(
      <EChart
        option={{ series: [{ type: 'line', name: 'a', smooth: true }], color: [] }}
        width={200}
        height={100}
      />,
    );
    const modes = instances[0]!.setOption.mock.calls.map((call) => {
      const { notMerge, replaceMerge } = call[1] as { notMerge: boolean; replaceMerge?: string[] };
      return notMerge ? 'replace' : `merge [${replaceMerge!.join()}]`;
    });
    expect(modes).toEqual(['replace', 'merge [series]', 'merge []', 'merge []', 'replace']);
  });

  it("answers the tooltip's reads of the container's position and the drawing area's offset without a layout", () => {
    render(<EChart option={{ series: [] }} width={200} height={100} />);
    const container = screen.getByTestId('echart');
    expect(container.style.position).toBe('relative');
    expect(container.style.padding).toBe('0px');
    expect((container as HTMLElement & { currentStyle?: { position: string } }).currentStyle).toEqual({
      position: 'relative',
    });
    const drawingArea = container.firstElementChild as HTMLElement;
    expect([drawingArea.offsetLeft, drawingArea.offsetTop]).toEqual([0, 0]);
    expect(Object.getOwnPropertyDescriptor(drawingArea, 'offsetLeft')).toMatchObject({ value: 0 });
  });

  it('stills every series of an update, one series given alone too (treemap tweens with animation off)', () => {
    const updateOf = (first: EChartsCoreOption, second: EChartsCoreOption) => {
      const { rerender, unmount } = render(<EChart option={first} width={200} height={100} />);
      rerender(<EChart option={second} width={200} height={100} />);
      unmount();
      return instances.pop()!.setOption.mock.calls[1]![0] as unknown;
    };
    expect(updateOf({ series: [] }, { series: { type: 'treemap', data: [] } })).toEqual({
      aria: { enabled: true },
      series: { type: 'treemap', data: [], animation: false, animationDurationUpdate: 0 },
      animation: false,
    });
    expect(updateOf({ series: [] }, { title: { text: 'x' } })).toEqual({
      aria: { enabled: true },
      title: { text: 'x' },
      animation: false,
    });
    render(<EChart option={{ series: [{ type: 'pie' }] }} width={200} height={100} />);
    expect(instances[0]!.setOption.mock.calls[0]![0]).toEqual({
      aria: { enabled: true },
      series: [{ type: 'pie' }],
    });
  });

  it('draws the first option still too under ChartAnimationContext off (a dashboard)', () => {
    const option = { series: [{ type: 'bar', data: [1] }] };
    render(
      <ChartAnimationContext.Provider value={false}>
        <EChart option={option} width={200} height={100} />
      </ChartAnimationContext.Provider>,
    );
    expect(instances[0]!.setOption.mock.calls[0]![0]).toMatchObject({
      animation: false,
      series: [{ animation: false, animationDurationUpdate: 0 }],
    });
  });

  it('resizes only when the size changes, not on the first draw', () => {
    const option = { series: [] };
    const { rerender } = render(<EChart option={option} width={200} height={100} />);
    expect(instances[0]!.resize).not.toHaveBeenCalled();
    rerender(<EChart option={option} width={300} height={100} />);
    expect(instances[0]!.resize).toHaveBeenCalledWith({ width: 300, height: 100 });
    expect(instances[0]!.setOption).toHaveBeenCalledTimes(1);
  });

  it('animates the first draw again after a renderer change makes a new instance', () => {
    const option = { series: [] };
    const { rerender } = render(<EChart option={option} width={200} height={100} dataSize={10} />);
    rerender(<EChart option={option} width={200} height={100} dataSize={5000} />);
    expect(instances).toHaveLength(2);
    expect(instances[1]!.setOption.mock.calls[0]![0]).not.toHaveProperty('animation');
  });
});
