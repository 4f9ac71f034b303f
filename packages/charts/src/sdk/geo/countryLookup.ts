import { COUNTRIES, type Country } from './countries.js';

/** The code forms a dataset's country column may hold (World Map's `country_fieldtype`). */
export const COUNTRY_FIELD_TYPES = ['name', 'cca2', 'cca3', 'cioc'] as const;
export type CountryFieldType = (typeof COUNTRY_FIELD_TYPES)[number];

type Index = ReadonlyMap<string, Country>;
const indexes = new Map<CountryFieldType, Index>();

const normalize = (text: string) => text.trim().toLowerCase();

function indexFor(fieldType: CountryFieldType): Index {
  let index = indexes.get(fieldType);
  if (!index) {
    const built = new Map<string, Country>();
    for (const country of COUNTRIES) {
      const keys = fieldType === 'name' ? [country.name, ...country.aliases] : [country[fieldType]];
      // The first country to claim a key keeps it, so an alias never shadows another country's own name.
      for (const key of keys) if (key && !built.has(normalize(key))) built.set(normalize(key), country);
    }
    index = built;
    indexes.set(fieldType, index);
  }
  return index;
}

/**
 * The country a dataset value names, compared case-insensitively and trimmed (as Superset's country
 * lookup does); undefined for null, non-text values and unknown codes, which maps simply leave out.
 */
export function findCountry(value: unknown, fieldType: CountryFieldType): Country | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return indexFor(fieldType).get(normalize(value));
}

/** The country by ISO alpha-3 code: how map regions are named. */
export function countryByCca3(cca3: string): Country | undefined {
  return findCountry(cca3, 'cca3');
}
