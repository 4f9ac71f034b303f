import type { BigNumberTotalProps } from './transformProps.js';

/** The value, sized to the chart's height, with its subheader below. */
export default function BigNumberTotal({
  width,
  height,
  text,
  subheader,
  headerFontSize,
  subheaderFontSize,
}: BigNumberTotalProps) {
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
        style={{ fontSize: Math.round(height * headerFontSize), fontWeight: 600, lineHeight: 1.1 }}
      >
        {text}
      </div>
      {subheader && (
        <div
          data-testid="big-number-subheader"
          style={{ fontSize: Math.max(10, Math.round(height * subheaderFontSize)), color: '#666' }}
        >
          {subheader}
        </div>
      )}
    </div>
  );
}
