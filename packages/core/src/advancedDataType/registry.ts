import { convertInternetAddress } from './internetAddress.js';
import { convertPort } from './port.js';
import type { AdvancedDataTypeResponse } from './response.js';

/** The advanced data types a column can declare (`advanced_data_type`), by name. */
const CONVERTERS: Readonly<Record<string, (values: unknown[]) => AdvancedDataTypeResponse>> = {
  internet_address: convertInternetAddress,
  port: convertPort,
};

export const ADVANCED_DATA_TYPES: readonly string[] = Object.keys(CONVERTERS);

export const isAdvancedDataType = (type: string): boolean => Object.hasOwn(CONVERTERS, type);

/** Converts filter input values for a type; null when the type is unknown (the API answers 400). */
export function convertAdvancedDataType(type: string, values: unknown[]): AdvancedDataTypeResponse | null {
  return isAdvancedDataType(type) ? CONVERTERS[type]!(values) : null;
}

/** Superset's texts for the convert endpoint and the filter editor. */
export const advancedDataTypeMessages = {
  invalidType: (type: string) => `Invalid advanced data type: ${type}`,
  conversionFailed: 'Failed to retrieve advanced type',
} as const;
