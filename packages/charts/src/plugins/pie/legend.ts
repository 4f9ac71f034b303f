import { truncateLabel } from '@sightline/core';
import { z } from 'zod';
import type { ControlSetRow } from '../../sdk/controlPanel.js';
import { optionalNumberSchema } from './formFields.js';

/** The legend controls of Superset's ECharts charts, by the keys Superset saves. */
export const legendFormFields = {
  show_legend: z.boolean().default(true),
  legendType: z.enum(['scroll', 'plain']).default('scroll'),
  legendOrientation: z.enum(['top', 'bottom', 'left', 'right']).default('top'),
  /** Pixels kept free for the legend; null means the default for the orientation. */
  legendMargin: optionalNumberSchema.default(null),
};

export interface LegendFormData {
  show_legend: boolean;
  legendType: 'scroll' | 'plain';
  legendOrientation: 'top' | 'bottom' | 'left' | 'right';
  legendMargin: number | null;
}

const showLegend = ({ controls }: { controls: Readonly<Record<string, unknown>> }) =>
  controls.show_legend !== false;

export const legendControlRows: readonly ControlSetRow[] = [
  ['show_legend'],
  [
    {
      name: 'legendType',
      config: {
        type: 'SelectControl',
        label: 'Type',
        description: 'Legend type',
        affects: 'render',
        default: 'scroll',
        choices: [
          ['scroll', 'Scroll'],
          ['plain', 'Plain'],
        ],
        visibility: showLegend,
      },
    },
    {
      name: 'legendOrientation',
      config: {
        type: 'SelectControl',
        label: 'Orientation',
        description: 'Legend orientation',
        affects: 'render',
        default: 'top',
        choices: [
          ['top', 'Top'],
          ['bottom', 'Bottom'],
          ['left', 'Left'],
          ['right', 'Right'],
        ],
        visibility: showLegend,
      },
    },
  ],
  [
    {
      name: 'legendMargin',
      config: {
        type: 'TextControl',
        label: 'Margin',
        description: 'Additional padding for legend.',
        affects: 'render',
        isInt: true,
        visibility: showLegend,
      },
    },
  ],
];

/** Superset's defaultLegendPadding: room a legend takes on each side when no margin is set. */
const DEFAULT_LEGEND_PADDING = { top: 30, bottom: 30, left: 160, right: 160 } as const;

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The space to leave around the plot for the legend (Superset's getChartPadding). */
export function legendPadding(formData: LegendFormData, base: Partial<Padding> = {}): Padding {
  const orientation = formData.legendOrientation;
  const margin = formData.show_legend ? (formData.legendMargin ?? DEFAULT_LEGEND_PADDING[orientation]) : 0;
  return {
    top: (base.top ?? 0) + (orientation === 'top' ? margin : 0),
    bottom: (base.bottom ?? 0) + (orientation === 'bottom' ? margin : 0),
    left: (base.left ?? 0) + (orientation === 'left' ? margin : 0),
    right: (base.right ?? 0) + (orientation === 'right' ? margin : 0),
  };
}

/** The ECharts legend component (Superset's getLegendProps); long names are cut per spec 1 §5. */
export function legendOption(formData: LegendFormData, names: readonly string[]): Record<string, unknown> {
  const orientation = formData.legendOrientation;
  const horizontal = orientation === 'top' || orientation === 'bottom';
  return {
    show: formData.show_legend,
    type: formData.legendType,
    orient: horizontal ? 'horizontal' : 'vertical',
    ...(orientation === 'top' ? { top: 0, right: 0 } : {}),
    ...(orientation === 'bottom' ? { bottom: 0 } : {}),
    ...(orientation === 'left' ? { left: 0 } : {}),
    ...(orientation === 'right' ? { right: 0, top: 0 } : {}),
    data: [...names],
    formatter: (name: string) => truncateLabel(name),
    tooltip: { show: true },
  };
}
