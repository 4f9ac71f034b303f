import { BOY_NAMES, GIRL_NAMES, US_STATES } from '../data/reference.js';
import { normal, sqlString, uniform } from '../sqlRandom.js';
import type { ExampleTable } from './exampleTable.js';

const FIRST_YEAR = 1986;
const LAST_YEAR = 2025;
const NAMES = [
  ...BOY_NAMES.map((name, rank) => [name, 'boy', rank] as const),
  ...GIRL_NAMES.map((name, rank) => [name, 'girl', rank] as const),
];

/**
 * Births by name, state and year (like Superset's birth_names): 40 years × 51 states × 50 names.
 * Each name rises and falls around its own peak year; counts scale with the state's population.
 */
export const birthNames: ExampleTable = {
  name: 'birth_names',
  version: 1,
  rowCount: () => (LAST_YEAR - FIRST_YEAR + 1) * US_STATES.length * NAMES.length,
  createSql: () => {
    const states = US_STATES.map(([code, pop]) => `(${sqlString(code)}, ${pop})`).join(', ');
    const names = NAMES.map(([name, gender, rank]) => `(${sqlString(name)}, '${gender}', ${rank})`).join(
      ', ',
    );
    const nameKey = `hash(name)`;
    const rowKey = `hash(y, state, name)`;
    return `CREATE OR REPLACE TABLE birth_names AS
WITH states(state, pop) AS (VALUES ${states}),
names(name, gender, name_rank) AS (VALUES ${names}),
shaped AS (
  SELECT y, state, pop, name, gender, name_rank,
    -- each name peaks in its own year (some before the range, some after) with its own width
    ${FIRST_YEAR - 10} + (${nameKey} % 55)::INTEGER AS peak_year,
    8 + (${nameKey} % 13)::INTEGER AS width,
    ${uniform(rowKey, 11)} AS u
  FROM range(${FIRST_YEAR}, ${LAST_YEAR + 1}) years(y), states, names
),
counted AS (
  SELECT *, greatest(5, round(pop * 45 / (1 + name_rank * 0.09)
      * exp(-0.5 * pow((y - peak_year) / width, 2)) * (0.85 + 0.3 * u)
      * (1 + 0.05 * ${normal(rowKey, 12)}))::INTEGER) AS num
  FROM shaped
)
SELECT make_timestamp(y, 1, 1, 0, 0, 0) AS ds, gender, name, state, num,
  CASE WHEN gender = 'boy' THEN num ELSE 0 END AS num_boys,
  CASE WHEN gender = 'girl' THEN num ELSE 0 END AS num_girls
FROM counted
ORDER BY ds, state, gender, name`;
  },
};
