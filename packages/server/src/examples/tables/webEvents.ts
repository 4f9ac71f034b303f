import { BROWSERS, DEVICES, EVENT_TYPES, WEB_COUNTRIES } from '../data/reference.js';
import { normal, pickWeighted, seasonalWarp, uniform } from '../sqlRandom.js';
import type { ExampleTable } from './exampleTable.js';

const SECONDS_2025 = 365 * 86_400;

/**
 * Web analytics events over 2025: steady growth, busy afternoons (UTC) and quiet weekends; mobile is
 * slower; only purchases carry revenue; a few heavy users make many events.
 */
export const webEvents: ExampleTable = {
  name: 'web_events',
  version: 1,
  rowCount: (sizes) => sizes.events,
  createSql: (sizes) => {
    const users = Math.max(1000, Math.floor(sizes.events / 20));
    // 2025-01-01 is a Wednesday: the weekly peak sits mid-Wednesday, the trough on the weekend.
    // Each step is its own column so DuckDB evaluates every hash once per row.
    return `CREATE OR REPLACE TABLE web_events AS
WITH draws AS (
  SELECT pow(${uniform('i', 1)}, 0.9) AS grown, ${uniform('i', 2)} AS u_type, ${uniform('i', 3)} AS u_device,
    ${uniform('i', 4)} AS u_browser, ${uniform('i', 5)} AS u_country, ${normal('i', 6)} AS latency_z,
    ${normal('i', 7)} AS revenue_z, ${uniform('i', 8)} AS user_u
  FROM range(${sizes.events}) t(i)
),
weekly AS (SELECT *, ${seasonalWarp('grown', 365 / 7, 0.07, 0.3)} AS w FROM draws),
daily AS (SELECT *, ${seasonalWarp('w', 365, 14 / 24, 0.6)} AS x FROM weekly),
typed AS (
  SELECT x, latency_z, revenue_z, user_u,
    ${pickWeighted(EVENT_TYPES, 'u_type')} AS event_type,
    ${pickWeighted(DEVICES, 'u_device')} AS device,
    ${pickWeighted(BROWSERS, 'u_browser')} AS browser,
    ${pickWeighted(WEB_COUNTRIES, 'u_country')} AS country
  FROM daily
)
SELECT TIMESTAMP '2025-01-01 00:00:00' + to_seconds(least(floor(x * ${SECONDS_2025}), ${SECONDS_2025 - 1})::BIGINT)
    AS event_time,
  event_type, device, browser, country,
  round(exp(ln(110) + 0.45 * latency_z) * CASE device WHEN 'mobile' THEN 1.4 WHEN 'tablet' THEN 1.2 ELSE 1 END)::INTEGER
    AS latency_ms,
  CASE WHEN event_type = 'purchase' THEN round(exp(ln(45) + 0.6 * revenue_z), 2) ELSE 0 END::DOUBLE AS revenue,
  1 + floor(pow(user_u, 2) * ${users})::INTEGER AS user_id
FROM typed`;
  },
};
