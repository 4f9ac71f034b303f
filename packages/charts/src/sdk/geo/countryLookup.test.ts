import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.js';
import { countryByCca3, findCountry } from './countryLookup.js';

describe('the country table', () => {
  it('lists the 249 ISO 3166-1 countries and Kosovo, each code once', () => {
    expect(COUNTRIES).toHaveLength(250);
    for (const field of ['ccn3', 'cca2', 'cca3', 'name'] as const) {
      const values = COUNTRIES.map((c) => c[field]).filter(Boolean);
      expect(new Set(values).size, field).toBe(values.length);
    }
    const ioc = COUNTRIES.map((c) => c.cioc).filter(Boolean);
    expect(new Set(ioc).size).toBe(ioc.length);
    // 206 National Olympic Committees.
    expect(ioc).toHaveLength(206);
  });

  it('has well-formed codes and label points', () => {
    for (const country of COUNTRIES) {
      expect(country.cca2, country.name).toMatch(/^[A-Z]{2}$/);
      expect(country.cca3, country.name).toMatch(/^[A-Z]{3}$/);
      expect(country.ccn3, country.name).toMatch(/^(\d{3})?$/);
      expect(country.cioc, country.name).toMatch(/^([A-Z]{3})?$/);
      expect(Math.abs(country.lat), country.name).toBeLessThanOrEqual(90);
      expect(Math.abs(country.lng), country.name).toBeLessThanOrEqual(180);
    }
  });
});

describe('findCountry', () => {
  it.each([
    ['cca2', 'DE'],
    ['cca3', 'DEU'],
    ['cioc', 'GER'],
    ['name', 'Germany'],
  ] as const)('finds Germany by %s %s', (fieldType, code) => {
    expect(findCountry(code, fieldType)).toMatchObject({ ccn3: '276', cca3: 'DEU', name: 'Germany' });
  });

  it('ignores case and surrounding spaces', () => {
    expect(findCountry(' usa ', 'cca3')?.name).toBe('United States');
    expect(findCountry('united states of america', 'name')?.cca3).toBe('USA');
  });

  it('finds the names the example dataset and the World Bank use', () => {
    expect(findCountry('Democratic Republic of the Congo', 'name')?.cca3).toBe('COD');
    expect(findCountry('Congo', 'name')?.cca3).toBe('COG');
    expect(findCountry("Cote d'Ivoire", 'name')?.cca3).toBe('CIV');
    expect(findCountry('Russian Federation', 'name')?.cca3).toBe('RUS');
    expect(findCountry('Viet Nam', 'name')?.cca3).toBe('VNM');
  });

  it('tells codes that differ between standards apart', () => {
    expect(findCountry('NED', 'cioc')?.cca3).toBe('NLD');
    expect(findCountry('NLD', 'cioc')).toBeUndefined();
    expect(findCountry('SUI', 'cioc')?.cca2).toBe('CH');
    expect(findCountry('XK', 'cca2')?.name).toBe('Kosovo');
  });

  it('answers undefined for unknown codes and non-text values', () => {
    expect(findCountry('XXX', 'cca3')).toBeUndefined();
    expect(findCountry('Atlantis', 'name')).toBeUndefined();
    expect(findCountry(null, 'cca3')).toBeUndefined();
    expect(findCountry(840, 'cca3')).toBeUndefined();
    expect(findCountry('', 'name')).toBeUndefined();
  });

  it('finds by alpha-3, the map region name', () => {
    expect(countryByCca3('FRA')?.cioc).toBe('FRA');
  });
});
