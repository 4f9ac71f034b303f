import { z } from 'zod';

/**
 * An annotation layer as Superset's annotation-layer control saves it in `annotation_layers`
 * (sourceType, annotationType, value, overrides, plus the display options). Unknown keys are kept.
 */
export const ANNOTATION_TYPES = ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/** Superset's AnnotationOpacity names; '' is the layer's full opacity. */
export const ANNOTATION_OPACITIES = {
  opacityLow: 0.2,
  opacityMedium: 0.5,
  opacityHigh: 0.8,
} as const;

export const annotationLayerSchema = z.looseObject({
  name: z.string().min(1, 'Annotation layers need a name'),
  annotationType: z.enum(ANNOTATION_TYPES),
  sourceType: z.string().nullable().optional(),
  /** FORMULA: the expression in x; chart sources: the chart id; NATIVE: the layer id. */
  value: z.unknown().optional(),
  overrides: z.record(z.string(), z.unknown()).nullable().optional(),
  show: z.boolean().default(true),
  showLabel: z.boolean().default(false),
  showMarkers: z.boolean().default(false),
  hideLine: z.boolean().default(false),
  titleColumn: z.string().nullable().default(''),
  descriptionColumns: z.array(z.string()).nullable().default([]),
  timeColumn: z.string().nullable().default(''),
  intervalEndColumn: z.string().nullable().default(''),
  color: z.string().nullable().optional(),
  opacity: z.string().nullable().default(''),
  style: z.string().nullable().default('solid'),
  width: z.union([z.number(), z.string()]).nullable().default(1),
});
export type AnnotationLayer = z.infer<typeof annotationLayerSchema>;

/** The layers the server answers (`annotation_data`): shown ones, formulas excluded (the browser computes them). */
export function serverAnnotationLayers(layers: readonly AnnotationLayer[]): AnnotationLayer[] {
  return layers.filter((layer) => layer.show && layer.annotationType !== 'FORMULA');
}

export function annotationOpacity(opacity: string | null | undefined): number {
  return opacity && opacity in ANNOTATION_OPACITIES
    ? ANNOTATION_OPACITIES[opacity as keyof typeof ANNOTATION_OPACITIES]
    : 1;
}

/** ECharts has no long dashes: they are drawn as a dash pattern. */
export function annotationLineType(
  style: string | null | undefined,
): 'solid' | 'dashed' | 'dotted' | number[] {
  if (style === 'dashed' || style === 'dotted') return style;
  if (style === 'longDashed') return [12, 6];
  return 'solid';
}

export function annotationWidth(width: number | string | null | undefined): number {
  const parsed = Number(width);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 1;
}
