import { filterFormDataSchemaOf } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** A range filter's form data: the saved filter item of this type (its settings in controlValues). */
export const rangeFilterFormDataSchema = filterFormDataSchemaOf('filter_range');
