import { FIXED_COLOR_DEFAULT } from '@sightline/core';
import { z } from 'zod';

/**
 * The color picker control's saved value, `{r, g, b, a}` as Superset saves it; the default
 * r0 g122 b135 a1. Maps use it for the fixed bubble and point color.
 */
export const fixedColorSchema = z
  .looseObject({
    r: z.number().min(0).max(255),
    g: z.number().min(0).max(255),
    b: z.number().min(0).max(255),
    a: z.number().min(0).max(1).default(1),
  })
  .default({ ...FIXED_COLOR_DEFAULT });
