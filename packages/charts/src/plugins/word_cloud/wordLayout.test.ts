import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_LAID_OUT_WORDS,
  MAX_SCALE,
  MIN_GROWTH,
  retryScale,
  startWordLayout,
  wordsToLayOut,
  type LayoutWord,
  type WordLayout,
} from './wordLayout.js';

/**
 * A stand-in for d3-cloud's canvas: text is 0.6 em per character and draws a grid of dots over its box
 * (a full box could never sit inside the bounds of the words already placed, which d3-cloud requires). Each pixel read takes `readMs` of the fake clock, so
 * a test can make the layout outlast d3-cloud's time slice. `layouts` counts the layout passes (d3-cloud
 * asks for one canvas per pass).
 */
function fakeCanvas(readMs = 0) {
  const pixels = new Uint8ClampedArray(2048 * 2048 * 4);
  for (let y = 0; y < 2048; y += 4) for (let x = 0; x < 2048; x += 4) pixels[(y * 2048 + x) * 4] = 255;
  const counts = { layouts: 0 };
  const context = {
    font: '10px serif',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    clearRect() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    fillText() {},
    strokeText() {},
    measureText(this: { font: string }, text: string) {
      return { width: text.length * Number.parseInt(this.font.split(' ')[2]!, 10) * 0.6 };
    },
    getImageData(_x: number, _y: number, width: number, height: number) {
      if (readMs) vi.setSystemTime(Date.now() + readMs);
      return { data: pixels.subarray(0, width * height * 4) };
    },
  };
  const canvas = () => {
    counts.layouts += 1;
    return { width: 1, height: 1, getContext: () => context } as unknown as HTMLCanvasElement;
  };
  return { canvas, counts };
}

const word = (text: string, size: number): LayoutWord => ({ text, size, rotate: 0 });

afterEach(() => {
  vi.useRealTimers();
});

describe('word cloud layout', () => {
  it('lays out only the first 1,000 words, in their order, so indexes stay those of the input', () => {
    const words = Array.from({ length: 10_000 }, (_, index) => index);
    expect(wordsToLayOut(words)).toEqual(words.slice(0, MAX_LAID_OUT_WORDS));
    const few = [3, 2, 1];
    expect(wordsToLayOut(few)).toBe(few);
  });

  it('grows the re-run area with the text left out, within MIN_GROWTH and MAX_SCALE', () => {
    const words = [word('aaaa', 40), word('bb', 20), word('cccc', 30)];
    expect(retryScale(words, [0, 2])).toBe(MIN_GROWTH);
    expect(retryScale(words, [1])).toBe(MAX_SCALE);
    expect(retryScale(words, [])).toBe(MAX_SCALE);
    const middle = retryScale(words, [0, 1]);
    expect(middle).toBeGreaterThan(MIN_GROWTH);
    expect(middle).toBeLessThan(MAX_SCALE);
  });

  it('lays out 10,000 words as their largest 1,000 in one pass when they fit', () => {
    vi.useFakeTimers();
    const { canvas, counts } = fakeCanvas();
    const words = Array.from({ length: 10_000 }, (_, index) => word(`w${index}`, 8));
    let result: WordLayout | undefined;
    startWordLayout(words, 2000, 2000, (layout) => (result = layout), { canvas });
    vi.runAllTimers();
    expect(counts.layouts).toBe(1);
    expect(result?.scale).toBe(1);
    expect(result?.placed).toHaveLength(MAX_LAID_OUT_WORDS);
    expect(Math.max(...result!.placed.map((placed) => placed.index))).toBe(MAX_LAID_OUT_WORDS - 1);
  });

  it('re-runs the layout once, on a larger area, when a word does not fit', () => {
    // The fake clock stands still, so no pass outlasts d3-cloud's time slice on a busy machine.
    vi.useFakeTimers();
    const { canvas, counts } = fakeCanvas();
    // 20 characters at 40 px are 480 px wide: more than the 300 px chart, less than 3 × 300.
    const words = [
      word('x'.repeat(20), 40),
      ...Array.from({ length: 10 }, (_, index) => word(`s${index}`, 10)),
    ];
    let result: WordLayout | undefined;
    startWordLayout(words, 300, 200, (layout) => (result = layout), { canvas });
    vi.runAllTimers();
    expect(counts.layouts).toBe(2);
    expect(result?.scale).toBe(MAX_SCALE);
    expect(result?.placed).toHaveLength(words.length);
  });

  it('does not re-run more than once when a word cannot fit at all', () => {
    // The fake clock stands still, so no pass outlasts d3-cloud's time slice on a busy machine.
    vi.useFakeTimers();
    const { canvas, counts } = fakeCanvas();
    const words = [word('x'.repeat(100), 40), word('small', 10)];
    let result: WordLayout | undefined;
    startWordLayout(words, 300, 200, (layout) => (result = layout), { canvas });
    vi.runAllTimers();
    expect(counts.layouts).toBe(2);
    expect(result?.placed.map((placed) => placed.index)).toEqual([1]);
  });

  it('yields to the browser between slices, and a stopped layout never reports', () => {
    vi.useFakeTimers();
    // 30 ms per sprite batch: d3-cloud's 40 ms slice ends after two batches of ~200 words.
    const words = Array.from({ length: 1000 }, (_, index) =>
      word(`word${String(index).padStart(6, '0')}`, 40),
    );
    const done = vi.fn();

    const first = fakeCanvas(30);
    startWordLayout(words, 10_000, 10_000, done, { canvas: first.canvas });
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(done).toHaveBeenCalledTimes(1);
    expect((done.mock.calls[0]![0] as WordLayout).placed).toHaveLength(1000);

    done.mockClear();
    const second = fakeCanvas(30);
    const stop = startWordLayout(words, 10_000, 10_000, done, { canvas: second.canvas });
    stop();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
  });
});
