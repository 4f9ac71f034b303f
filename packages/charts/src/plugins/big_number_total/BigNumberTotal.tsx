import type { BigNumberTotalProps } from './transformProps.js';

/** Average glyph width of the number font relative to its size, to keep long values inside the width. */
const GLYPH_WIDTH = 0.62;

/** The font size for `text`: a share of the height, shrunk so the text fits the width. */
export function fitFontSize(text: string, width: number, height: number, share: number): number {
  const byHeight = height * share;
  const byWidth = (width * 0.9) / Math.max(1, text.length * GLYPH_WIDTH);
  return Math.max(10, Math.round(Math.min(byHeight, byWidth)));
}

/** The value, sized to the chart, with its subheader below. */
export default function BigNumberTotal(props: BigNumberTotalProps) {
  const { width, height, text, subheader, headerFontSize, subheaderFontSize } = props;
  return (
    <div
      className="sl-big-number"
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'center',
      }}
    >
      <div
        data-testid="big-number-value"
        style={{
          fontSize: fitFontSize(text, width, height, headerFontSize),
          fontWeight: 600,
          lineHeight: 1.1,
        }}
      >
        {text}
      </div>
      {subheader && (
        <div
          data-testid="big-number-subheader"
          style={{ fontSize: fitFontSize(subheader, width, height, subheaderFontSize * 0.6), color: '#666' }}
        >
          {subheader}
        </div>
      )}
    </div>
  );
}
