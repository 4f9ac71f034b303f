import { COUNTRIES } from '../data/countries.js';
import { normal, sqlString } from '../sqlRandom.js';
import type { ExampleTable } from './exampleTable.js';

const FIRST_YEAR = 1966;
const LAST_YEAR = 2025;

/**
 * Population, life expectancy and GDP per capita by country and year, 1966-2025, derived backwards
 * from each country's 2025 anchor: faster population growth in poorer regions, larger life-expectancy
 * gains where it is low today, and dips in 2009 (GDP) and 2020-2021 (GDP, life expectancy).
 */
export const countryIndicators: ExampleTable = {
  name: 'country_indicators',
  version: 1,
  rowCount: () => COUNTRIES.length * (LAST_YEAR - FIRST_YEAR + 1),
  createSql: () => {
    const values = COUNTRIES.map(
      (c) =>
        `(${sqlString(c.name)}, '${c.code}', ${sqlString(c.region)}, ${c.population}, ${c.lifeExpectancy}, ${c.gdpPerCapita})`,
    ).join(',\n  ');
    const countryKey = `hash(country_code)`;
    const rowKey = `hash(country_code, year)`;
    return `CREATE OR REPLACE TABLE country_indicators AS
WITH anchors(country_name, country_code, region, pop_2025, le_2025, gdp_2025) AS (VALUES
  ${values}),
rates AS (
  SELECT *,
    CASE region WHEN 'Sub-Saharan Africa' THEN 0.028 WHEN 'South Asia' THEN 0.019
      WHEN 'Middle East & North Africa' THEN 0.022 WHEN 'Latin America & Caribbean' THEN 0.015
      WHEN 'East Asia & Pacific' THEN 0.012 WHEN 'North America' THEN 0.010 ELSE 0.003 END
      + ((${countryKey} % 100)::INTEGER - 50) / 10000.0 AS pop_growth,
    least(0.35, (88 - le_2025) * 0.011 + 0.1) AS le_gain,
    0.012 + ((${countryKey} % 250)::INTEGER / 10000.0) AS gdp_growth
  FROM anchors
),
yearly AS (
  SELECT rates.*, year::INTEGER AS year, ${LAST_YEAR} - year AS back
  FROM rates, range(${FIRST_YEAR}, ${LAST_YEAR + 1}) years(year)
)
SELECT country_name, country_code, region, year,
  round(pop_2025 * 1e6 / pow(1 + pop_growth, back))::BIGINT AS population,
  round(le_2025 - back * le_gain + 0.25 * ${normal(rowKey, 21)}
    - CASE WHEN year IN (2020, 2021) THEN 0.9 ELSE 0 END, 2) AS life_expectancy,
  round(gdp_2025 / pow(1 + gdp_growth, back) * (1 + 0.03 * ${normal(rowKey, 22)})
    * CASE WHEN year = 2009 THEN 0.95 WHEN year = 2020 THEN 0.93 ELSE 1 END, 2) AS gdp_per_capita
FROM yearly
ORDER BY country_name, year`;
  },
};
