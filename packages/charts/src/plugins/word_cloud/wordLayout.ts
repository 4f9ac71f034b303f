import cloud from 'd3-cloud';
import { WORD_FONT } from './transformProps.js';
import { seededRandom } from './wordEncoding.js';

/**
 * The d3-cloud layout of the word cloud (it measures text on a canvas, so it runs in the component and not
 * in transformProps). It is bounded three ways, because at 10,000 words the old layout froze the page for
 * half a minute: only the largest words are laid out, a layout that leaves words out re-runs once on a
 * larger area (not once per growth step), and it works in short slices so the browser keeps painting.
 */

/**
 * Words are laid out largest first, so past the first thousand they are a few pixels high and cannot be
 * read; placing them is what made 10,000 words take 25–45 s, so they are not laid out.
 */
export const MAX_LAID_OUT_WORDS = 1000;
/** d3-cloud works for this long, then yields to the browser: under the 50 ms of a "long task". */
export const LAYOUT_SLICE_MS = 40;
/** The layout area of the re-run grows by at least this factor (and the SVG scales back down)... */
export const MIN_GROWTH = 1.25;
/** ...and at most this one, beyond which the words would be too small to read anyway. */
export const MAX_SCALE = 3;

export interface LayoutWord {
  text: string;
  size: number;
  rotate: number;
}

/** A word as the layout returns it: `index` in the input words, centred at (x, y) around the middle. */
export interface PlacedWord extends LayoutWord {
  index: number;
  x: number;
  y: number;
}

export interface WordLayout {
  placed: PlacedWord[];
  /** The layout area is the chart's size times this; the SVG's viewBox scales it back. */
  scale: number;
}

interface CloudWord extends LayoutWord {
  index: number;
  x?: number;
  y?: number;
}

/** The words to lay out: the first (largest) ones, in the given order, so indexes stay the input's. */
export function wordsToLayOut<T>(words: readonly T[]): readonly T[] {
  return words.length > MAX_LAID_OUT_WORDS ? words.slice(0, MAX_LAID_OUT_WORDS) : words;
}

/** Roughly the area a word covers: its height times a bold sans-serif's width per character. */
function textArea(word: LayoutWord): number {
  return word.size * word.size * Math.max(1, word.text.length);
}

/**
 * The scale of the one re-run after a layout placed only some of the words: the side grows with the
 * square root of the text area still to fit, with a margin, between MIN_GROWTH and MAX_SCALE.
 */
export function retryScale(words: readonly LayoutWord[], placedIndexes: readonly number[]): number {
  const total = words.reduce((sum, word) => sum + textArea(word), 0);
  const placed = placedIndexes.reduce((sum, index) => sum + textArea(words[index]!), 0);
  const growth = placed > 0 ? Math.sqrt(total / placed) * 1.1 : MAX_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_GROWTH, growth));
}

export interface WordLayoutOptions {
  /** d3-cloud's canvas; tests pass a stand-in. */
  canvas?: () => HTMLCanvasElement;
}

/**
 * Lays out `wordsToLayOut(words)` in `width` × `height` and calls `onDone` with the result, at the earliest
 * after d3-cloud's first slice. Returns a function that stops a layout still running (no `onDone` then).
 */
export function startWordLayout(
  words: readonly LayoutWord[],
  width: number,
  height: number,
  onDone: (layout: WordLayout) => void,
  options: WordLayoutOptions = {},
): () => void {
  const candidates = wordsToLayOut(words);
  let stopRunning: (() => void) | null = null;
  let stopped = false;

  const run = (scale: number, then: (placed: PlacedWord[]) => void) => {
    const layout = cloud<CloudWord>()
      .size([Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))])
      .words(
        candidates.map((word, index) => ({ index, text: word.text, size: word.size, rotate: word.rotate })),
      )
      .padding(2)
      .font(WORD_FONT)
      .fontWeight('bold')
      .fontSize((word) => word.size)
      .rotate((word) => word.rotate)
      // Seeded, so the same data always gives the same picture.
      .random(seededRandom(candidates.length))
      .timeInterval(LAYOUT_SLICE_MS)
      .on('end', (result) => {
        if (!stopped) then(result.map(toPlacedWord));
      });
    if (options.canvas) layout.canvas(options.canvas);
    stopRunning = () => layout.stop();
    layout.start();
  };

  run(1, (placed) => {
    if (placed.length >= candidates.length) {
      onDone({ placed, scale: 1 });
      return;
    }
    const scale = retryScale(
      candidates,
      placed.map((word) => word.index),
    );
    run(scale, (again) =>
      onDone(again.length >= placed.length ? { placed: again, scale } : { placed, scale: 1 }),
    );
  });

  return () => {
    stopped = true;
    stopRunning?.();
  };
}

function toPlacedWord(word: CloudWord): PlacedWord {
  return {
    index: word.index,
    text: word.text,
    size: word.size,
    rotate: word.rotate,
    x: word.x ?? 0,
    y: word.y ?? 0,
  };
}
