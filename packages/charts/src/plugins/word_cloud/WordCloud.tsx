import { useEffect, useState } from 'react';
import { markChartRendered } from '../../sdk/react/ChartRenderer.js';
import { WORD_FONT, type WordCloudProps } from './transformProps.js';
import { startWordLayout, type WordLayout } from './wordLayout.js';

/**
 * The words laid out by d3-cloud (see wordLayout.ts: the largest words only, in slices that let the browser
 * paint), drawn as SVG text. If the words do not all fit, the layout runs once more on a larger area that
 * the SVG's viewBox scales back into the chart.
 */
export default function WordCloud({ width, height, words, onWordClick, onWordContextMenu }: WordCloudProps) {
  const [state, setState] = useState<{ words: WordCloudProps['words']; layout: WordLayout } | null>(null);
  // A layout of other words has indexes into those words: draw nothing until the new layout ends.
  const layout = state?.words === words ? state.layout : null;

  // The cleanup stops a layout still running when the words or the size change, or on unmount.
  useEffect(
    () => startWordLayout(words, width, height, (result) => setState({ words, layout: result })),
    [words, width, height],
  );

  // The drawing is complete once the layout of the current words is on screen (the render benchmark).
  useEffect(() => {
    if (layout) markChartRendered('word_cloud');
  }, [layout]);

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
