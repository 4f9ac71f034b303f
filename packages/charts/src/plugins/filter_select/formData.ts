import { filterFormDataSchemaOf } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** A value filter's form data: the saved filter item of this type (its settings in controlValues). */
export const selectFilterFormDataSchema = filterFormDataSchemaOf('filter_select');
