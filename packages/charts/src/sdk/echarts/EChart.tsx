import { useContext, useEffect, useRef } from 'react';
import { ChartAnimationContext } from './chartAnimation.js';
import { echarts, type ECharts, type EChartsCoreOption } from './echartsCore.js';
import { optionUpdate } from './optionMerge.js';

/** ECharts event name → handler; the params are ECharts' event object for that event. */
export type EChartEventHandlers = Readonly<Record<string, (params: EChartEventParams) => void>>;

/** The fields of ECharts' mouse event params that plugins read. */
export interface EChartEventParams {
  componentType?: string;
  seriesType?: string;
  seriesIndex?: number;
  seriesName?: string;
  name?: string;
  dataIndex?: number;
  data?: unknown;
  value?: unknown;
  event?: { event?: MouseEvent & { preventDefault(): void } };
  [key: string]: unknown;
}

export interface EChartProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  eventHandlers?: EChartEventHandlers;
  /** Above this many data items the canvas renderer is used; below it SVG (crisp, selectable text). */
  dataSize?: number;
}

/** Canvas draws large data faster; SVG keeps text as DOM (accessible, crisp in PNG exports). */
export const SVG_RENDERER_MAX_ITEMS = 3000;

/** A series that draws its update at once: treemap, pie and sunburst tween updates even with animation off. */
const stillSeries = (series: unknown) =>
  series && typeof series === 'object' ? { ...series, animation: false, animationDurationUpdate: 0 } : series;

/**
 * The option given to setOption: ECharts' aria labels on, and no animation, for the option and each
 * series, on an update (the instance has drawn before: new data after a filter change or a refresh) or a
 * still first draw (ChartAnimationContext off). An animated update would tween every element of every
 * chart on a dashboard at once, frame after frame; otherwise the first draw animates as the option says.
 */
function drawnOption(option: EChartsCoreOption, still: boolean): EChartsCoreOption {
  if (!still) return { aria: { enabled: true }, ...option };
  const { series } = option as { series?: unknown };
  return {
    aria: { enabled: true },
    ...option,
    animation: false,
    ...(series === undefined
      ? {}
      : { series: Array.isArray(series) ? series.map(stillSeries) : stillSeries(series) }),
  };
}

/**
 * Answers two layout reads of ECharts' HTML tooltip without a layout: while a dashboard draws 30 charts
 * in one go, each read forces the browser to restyle or lay out the page the previous chart changed
 * (on a warm load of 30 charts, about an eighth of ECharts' time).
 * - On every update it reads the container's computed `position`. The container is `position:
 *   relative` (its style below): ECharts looks for IE's `currentStyle` before getComputedStyle, and
 *   nothing else reads it.
 * - On creation and on each pointer move it adds the drawing area's `offsetLeft` and `offsetTop`
 *   within the container. The drawing area is the container's child at its top left (the container
 *   has no padding or border), so both are 0.
 */
function answerLayoutReads(container: HTMLElement, instance: ECharts) {
  Object.defineProperty(container, 'currentStyle', { value: { position: 'relative' }, configurable: true });
  const drawingArea = instance.getZr().painter.getViewportRoot();
  for (const offset of ['offsetLeft', 'offsetTop'])
    Object.defineProperty(drawingArea, offset, { value: 0, configurable: true });
}

/** One ECharts instance bound to a div: created once, updated in place, resized, disposed on unmount. */
export function EChart({ option, width, height, eventHandlers, dataSize = 0 }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  /** The option the current instance shows (the next setOption is an update), or null before its first. */
  const shown = useRef<EChartsCoreOption | null>(null);
  const renderer = dataSize > SVG_RENDERER_MAX_ITEMS ? 'canvas' : 'svg';
  const animateFirstDraw = useContext(ChartAnimationContext);

  useEffect(() => {
    const instance = echarts.init(element.current!, undefined, { renderer, width, height });
    answerLayoutReads(element.current!, instance);
    chart.current = instance;
    shown.current = null;
    return () => {
      instance.dispose();
      chart.current = null;
    };
    // Width and height changes resize the instance below; only a renderer change recreates it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderer]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const next = drawnOption(option, shown.current !== null || !animateFirstDraw);
    // Merged where nothing of the shown option would survive (optionMerge.ts): the instance keeps its
    // components and views and updates them in place, rebuilding only the component types that changed
    // shape; otherwise it is replaced whole.
    const update = shown.current === null ? { notMerge: true } : optionUpdate(shown.current, next);
    instance.setOption(next, { ...update, lazyUpdate: false });
    shown.current = next;
    // Whether to animate matters on the next first draw only, not as a reason to draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [option, renderer]);

  useEffect(() => {
    const instance = chart.current;
    // A resize draws the whole chart again: not when the instance already has this size (its first
    // render, where init was given it).
    if (!instance || (instance.getWidth() === width && instance.getHeight() === height)) return;
    instance.resize({ width, height });
  }, [width, height]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !eventHandlers) return;
    const entries = Object.entries(eventHandlers);
    for (const [name, handler] of entries) instance.on(name, handler as (params: unknown) => void);
    return () => {
      // The instance may already be gone (unmount, or React's development double mount).
      if (instance.isDisposed()) return;
      for (const [name, handler] of entries) instance.off(name, handler as (params: unknown) => void);
    };
  }, [eventHandlers, renderer]);

  return (
    <div
      ref={element}
      data-testid="echart"
      data-renderer={renderer}
      style={{ width, height, position: 'relative', padding: 0, border: 0 }}
    />
  );
}
