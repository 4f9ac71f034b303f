import { fitFontSize } from '../../sdk/fitFontSize.js';
import type { BigNumberTotalProps } from './transformProps.js';

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
          fontSize: fitFontSize(text, headerFontSize, height, width),
          fontWeight: 600,
          lineHeight: 1.1,
        }}
      >
        {text}
      </div>
      {subheader && (
        <div
          data-testid="big-number-subheader"
          style={{ fontSize: fitFontSize(subheader, subheaderFontSize * 0.6, height, width), color: '#666' }}
        >
          {subheader}
        </div>
      )}
    </div>
  );
}
