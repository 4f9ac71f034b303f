import { filterFormDataSchemaOf } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** A time column filter's form data: the saved filter item of this type (its settings in controlValues). */
export const timeColumnFilterFormDataSchema = filterFormDataSchemaOf('filter_timecolumn');
