import {
  CUSTOMER_PREFIXES,
  CUSTOMER_SUFFIXES,
  ORDER_STATUSES,
  PRODUCT_LINES,
  SALES_COUNTRIES,
} from '../data/reference.js';
import { pickWeighted, seasonalWarp, sqlStringList, uniform } from '../sqlRandom.js';
import type { ExampleTable } from './exampleTable.js';

const DAYS = 1461; // 2022-01-01 .. 2025-12-31
// prettier-ignore
const PRODUCT_SHARES: readonly (readonly [string, number])[] = [
  ['Classic Cars', 35], ['Vintage Cars', 20], ['Motorcycles', 12], ['Trucks and Buses', 10],
  ['Planes', 10], ['Ships', 8], ['Trains', 5],
];

/**
 * Sales orders 2022-2025 (classic-models style): more orders every year and a peak each
 * November-December; 100 customers of very different sizes, each in one country.
 */
export const orders: ExampleTable = {
  name: 'orders',
  version: 1,
  rowCount: (sizes) => sizes.orders,
  createSql: (sizes) => {
    const customers = CUSTOMER_SUFFIXES.length * CUSTOMER_PREFIXES.length;
    const basePrice = `(CASE product_line ${PRODUCT_LINES.map(([n, p]) => `WHEN '${n}' THEN ${p}`).join(' ')} END)`;
    // Each draw is its own column so DuckDB evaluates every hash once per row.
    return `CREATE OR REPLACE TABLE orders AS
WITH draws AS (
  SELECT i, pow(${uniform('i', 1)}, 0.8) AS grown, ${uniform('i', 2)} AS time_u, ${uniform('i', 3)} AS customer_u,
    ${uniform('i', 4)} AS product_u, ${uniform('i', 5)} AS quantity_u, ${uniform('i', 6)} AS price_u,
    ${uniform('i', 7)} AS status_u
  FROM range(${sizes.orders}) t(i)
),
base AS (
  SELECT i, time_u, price_u,
    least(floor(${seasonalWarp('grown', 4, 0.9, 0.45)} * ${DAYS}), ${DAYS - 1})::INTEGER AS day,
    floor(pow(customer_u, 1.6) * ${customers})::INTEGER AS customer_index,
    ${pickWeighted(PRODUCT_SHARES, 'product_u')} AS product_line,
    ${pickWeighted(ORDER_STATUSES, 'status_u')} AS status,
    20 + floor(quantity_u * 47)::INTEGER AS quantity
  FROM draws
),
priced AS (
  SELECT *, DATE '2022-01-01' + day AS order_day,
    round(${basePrice} * (0.7 + 0.6 * price_u) * (1 + 0.04 * (day // 365)), 2) AS unit_price
  FROM base
)
SELECT 10100 + i AS order_id,
  order_day + INTERVAL (8 * 60 + floor(time_u * 600)::INTEGER) MINUTE AS order_date,
  status, product_line,
  CASE WHEN quantity * unit_price < 3000 THEN 'Small' WHEN quantity * unit_price < 7000 THEN 'Medium' ELSE 'Large' END
    AS deal_size,
  ${sqlStringList(SALES_COUNTRIES.map(([, region]) => region))}[1 + (customer_index * 7) % ${SALES_COUNTRIES.length}] AS region,
  ${sqlStringList(SALES_COUNTRIES.map(([country]) => country))}[1 + (customer_index * 7) % ${SALES_COUNTRIES.length}] AS country,
  ${sqlStringList(CUSTOMER_PREFIXES)}[1 + customer_index % ${CUSTOMER_PREFIXES.length}] || ' '
    || ${sqlStringList(CUSTOMER_SUFFIXES)}[1 + customer_index // ${CUSTOMER_PREFIXES.length}] AS customer,
  quantity, unit_price, round(quantity * unit_price, 2) AS sales
FROM priced`;
  },
};
