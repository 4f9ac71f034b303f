import { filterFormDataSchemaOf } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** A time range filter's form data: the saved filter item of this type (its settings in controlValues). */
export const timeRangeFilterFormDataSchema = filterFormDataSchemaOf('filter_time');
