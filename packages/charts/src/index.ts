export { VIZ_TYPE_NAMES, vizTypeName } from './vizTypes.js';
