import { useState, type MouseEvent } from 'react';
import { sparklineGeometry } from './sparkline.js';
import type { SparkCell, TimeTableColumn } from './transformProps.js';

const LINE = '#767676';
const Y_LABEL_WIDTH = 44;

/** A small inline SVG line for a 'spark' column with min/max/last dots and a hover tooltip. */
export function Sparkline({
  cell,
  column,
  label,
}: {
  cell: SparkCell;
  column: TimeTableColumn;
  label: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const marginRight = column.showYAxis && cell.axisLabels ? Y_LABEL_WIDTH : 0;
  const geometry = sparklineGeometry(cell.values, {
    width: column.width,
    height: column.height,
    yAxisBounds: column.yAxisBounds,
    marginRight,
  });
  const byIndex = new Map(geometry.points.map((point) => [point.index, point]));
  // The last point is often also the min or max: one dot each.
  const markers = [
    ...new Set([geometry.markers.min, geometry.markers.max, geometry.markers.last].filter((i) => i !== null)),
  ];
  const hovered = hover === null ? undefined : byIndex.get(hover);
  const onMove = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setHover(geometry.indexAt(event.clientX - box.left));
  };
  const [lo, hi] = geometry.domain;
  return (
    <div style={{ position: 'relative', width: column.width, height: column.height }}>
      <svg
        role="img"
        aria-label={`spark-${label}`}
        width={column.width}
        height={column.height}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
      >
        {column.showYAxis && cell.axisLabels && (
          <g fontSize={10} fill="#8C8C8C">
            {[
              // Labels sit inside the lines (below the max, above the min) so they are never clipped.
              { value: hi, text: cell.axisLabels.max, dy: 9, key: 'max' },
              { value: lo, text: cell.axisLabels.min, dy: -2, key: 'min' },
            ].map(({ value, text, dy, key }) => (
              <g key={key}>
                <line
                  x1={0}
                  x2={column.width - marginRight}
                  y1={geometry.y(value)}
                  y2={geometry.y(value)}
                  stroke="#BBBBBB"
                  strokeDasharray="3 3"
                />
                <text x={column.width - marginRight + 4} y={geometry.y(value) + dy}>
                  {text}
                </text>
              </g>
            ))}
          </g>
        )}
        <path d={geometry.path} fill="none" stroke={LINE} strokeWidth={1.5} />
        {markers.map((index) => {
          const point = byIndex.get(index)!;
          return <circle key={index} cx={point.x} cy={point.y} r={2.5} fill={LINE} />;
        })}
        {hovered && (
          <line x1={hovered.x} x2={hovered.x} y1={0} y2={column.height} stroke="#BFBFBF" strokeWidth={1} />
        )}
      </svg>
      {hover !== null && cell.tooltips[hover] && (
        <div
          role="tooltip"
          style={{
            position: 'absolute',
            left: Math.min(Math.max(0, (hovered?.x ?? 0) + 8), Math.max(0, column.width - 110)),
            top: -4,
            padding: '2px 6px',
            background: 'rgba(0,0,0,0.75)',
            color: '#FFFFFF',
            borderRadius: 3,
            fontSize: 11,
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
            zIndex: 3,
          }}
        >
          <strong>{cell.tooltips[hover].value}</strong>
          <div>{cell.tooltips[hover].time}</div>
        </div>
      )}
    </div>
  );
}
