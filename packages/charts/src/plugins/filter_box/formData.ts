import { filterBoxSettingsOf } from '@sightline/core';
import type { z } from 'zod';
import { baseFormDataSchema } from '../../sdk/formData.js';

/**
 * A filter_box chart's form data: the controls every chart shares, and under `filterBox` the box's fields
 * and time settings as core's filterBoxSettingsOf reads them, the reading the dashboard uses.
 */
export const filterBoxFormDataSchema = baseFormDataSchema.transform((formData) => ({
  ...formData,
  filterBox: filterBoxSettingsOf(formData),
}));
export type FilterBoxFormData = z.infer<typeof filterBoxFormDataSchema>;
