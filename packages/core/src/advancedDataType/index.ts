export {
  advancedDataTypeResponseSchema,
  FILTER_OPERATOR_NAMES,
  type AdvancedDataTypeResponse,
  type FilterOperatorName,
  RANGE_TYPE_FILTER_OPERATORS,
} from './response.js';
export { convertInternetAddress, parseIpv4Network, type Ipv4Range } from './internetAddress.js';
export { convertPort, parsePort, PORT_NUMBERS_BY_NAME } from './port.js';
export {
  ADVANCED_DATA_TYPES,
  isAdvancedDataType,
  convertAdvancedDataType,
  advancedDataTypeMessages,
} from './registry.js';
export {
  advancedDataTypeConvertQuerySchema,
  advancedDataTypeConvertResponseSchema,
  advancedDataTypeTypesResponseSchema,
} from './convertApi.js';
