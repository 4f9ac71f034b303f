import type { MouseEvent } from 'react';
import { EChart } from '../../sdk/echarts/EChart.js';
import { fitFontSize } from '../../sdk/fitFontSize.js';
import type { BigNumberWithTrendlineProps } from './transformProps.js';

/** Superset's proportions: the trend takes the bottom 30% of the chart, the period line 10%. */
const TRENDLINE_SHARE = 0.3;
const KICKER_SHARE = 0.1;

const CHANGE_COLORS = { up: '#3F8600', down: '#CF1322', flat: '#666666' } as const;

/** The newest value big, its change against an earlier period, and the trend as a small area line. */
export default function BigNumberWithTrendline({
  width,
  height,
  text,
  subheader,
  change,
  timestamp,
  headerFontSize,
  subheaderFontSize,
  trendline,
  onContextMenu,
}: BigNumberWithTrendlineProps) {
  const trendHeight = trendline ? Math.floor(height * TRENDLINE_SHARE) : 0;
  const handleContextMenu = onContextMenu
    ? (event: MouseEvent) => {
        event.preventDefault();
        onContextMenu(event.clientX, event.clientY);
      }
    : undefined;
  return (
    <div
      className="sl-big-number"
      onContextMenu={handleContextMenu}
      style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          minHeight: 0,
        }}
      >
        {timestamp && (
          <div
            data-testid="big-number-timestamp"
            style={{ fontSize: fitFontSize(timestamp, KICKER_SHARE, height, width), color: '#666' }}
          >
            {timestamp}
          </div>
        )}
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
            data-change={change}
            style={{
              fontSize: fitFontSize(subheader, subheaderFontSize, height, width),
              color: CHANGE_COLORS[change],
            }}
          >
            {subheader}
          </div>
        )}
      </div>
      {trendline && (
        <EChart option={trendline.option} width={width} height={trendHeight} dataSize={trendline.dataSize} />
      )}
    </div>
  );
}
