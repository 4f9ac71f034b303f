import { filterFormDataSchemaOf } from '../../sdk/nativeFilter/nativeFilterFormData.js';

/** A time grain filter's form data: the saved filter item of this type (its settings in controlValues). */
export const timeGrainFilterFormDataSchema = filterFormDataSchemaOf('filter_timegrain');
