import cloud from 'd3-cloud';
import { useEffect, useState } from 'react';
import { WORD_FONT, type WordCloudProps, type WordCloudWord } from './transformProps.js';
import { seededRandom } from './wordEncoding.js';

/** A word as the layout returns it: centred at (x, y) around the middle of the layout area. */
interface PlacedWord {
  index: number;
  text: string;
  size: number;
  rotate: number;
  x: number;
  y: number;
}

interface CloudWord {
  index: number;
  text: string;
  size: number;
  rotate: number;
  x?: number;
  y?: number;
}

/** When words do not fit, the layout area grows by this factor (and the SVG scales back down). */
const GROWTH = 1.25;
const MAX_SCALE = 3;

function layoutWords(
  words: readonly WordCloudWord[],
  width: number,
  height: number,
  scale: number,
): PlacedWord[] {
  let placed: CloudWord[] = [];
  cloud<CloudWord>()
    .size([Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))])
    .words(words.map((word, index) => ({ index, text: word.text, size: word.size, rotate: word.rotate })))
    .padding(2)
    .font(WORD_FONT)
    .fontWeight('bold')
    .fontSize((word) => word.size)
    .rotate((word) => word.rotate)
    // Seeded, so the same data always gives the same picture.
    .random(seededRandom(words.length))
    .on('end', (result) => {
      placed = result;
    })
    .start();
  return placed.map((word) => ({
    index: word.index,
    text: word.text,
    size: word.size,
    rotate: word.rotate,
    x: word.x ?? 0,
    y: word.y ?? 0,
  }));
}

/**
 * The words laid out by d3-cloud (which measures text on a canvas, so it runs here and not in
 * transformProps), drawn as SVG text. If the words do not all fit, the layout runs again on a larger area
 * that the SVG's viewBox scales back into the chart.
 */
export default function WordCloud({ width, height, words, onWordClick, onWordContextMenu }: WordCloudProps) {
  const [layout, setLayout] = useState<{ placed: PlacedWord[]; scale: number } | null>(null);

  useEffect(() => {
    let scale = 1;
    let placed = layoutWords(words, width, height, scale);
    while (placed.length < words.length && scale * GROWTH <= MAX_SCALE) {
      scale *= GROWTH;
      placed = layoutWords(words, width, height, scale);
    }
    setLayout({ placed, scale });
  }, [words, width, height]);

  const scale = layout?.scale ?? 1;
  const viewWidth = width * scale;
  const viewHeight = height * scale;
  return (
    <svg
      data-testid="word-cloud"
      width={width}
      height={height}
      viewBox={`0 0 ${viewWidth} ${viewHeight}`}
      role="img"
      aria-label={`Word cloud of ${words.length} words`}
    >
      <g transform={`translate(${viewWidth / 2},${viewHeight / 2})`}>
        {layout?.placed.map((word) => {
          const style = words[word.index]!;
          return (
            <text
              key={`${word.index}:${word.text}`}
              textAnchor="middle"
              transform={`translate(${word.x},${word.y}) rotate(${word.rotate})`}
              fontFamily={WORD_FONT}
              fontWeight="bold"
              fontSize={word.size}
              fill={style.color}
              opacity={style.dimmed ? 0.3 : 1}
              style={{ cursor: 'pointer' }}
              onClick={() => onWordClick(word.index)}
              onContextMenu={(event) => onWordContextMenu(word.index, event)}
            >
              <title>{style.title}</title>
              {word.text}
            </text>
          );
        })}
      </g>
    </svg>
  );
}
