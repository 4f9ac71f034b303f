-- PT1S
SELECT DATE_TRUNC('second', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('second', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT5S
SELECT TIME_BUCKET(INTERVAL '5 seconds', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '5 seconds', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT30S
SELECT TIME_BUCKET(INTERVAL '30 seconds', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '30 seconds', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT1M
SELECT DATE_TRUNC('minute', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('minute', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT5M
SELECT TIME_BUCKET(INTERVAL '5 minutes', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '5 minutes', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT10M
SELECT TIME_BUCKET(INTERVAL '10 minutes', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '10 minutes', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT15M
SELECT TIME_BUCKET(INTERVAL '15 minutes', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '15 minutes', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT30M
SELECT TIME_BUCKET(INTERVAL '30 minutes', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '30 minutes', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT1H
SELECT DATE_TRUNC('hour', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('hour', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT6H
SELECT TIME_BUCKET(INTERVAL '6 hours', CAST("ds" AS TIMESTAMP)) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY TIME_BUCKET(INTERVAL '6 hours', CAST("ds" AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1D
SELECT DATE_TRUNC('day', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('day', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W
SELECT DATE_TRUNC('week', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('week', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1M
SELECT DATE_TRUNC('month', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('month', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P3M
SELECT DATE_TRUNC('quarter', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('quarter', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1Y
SELECT DATE_TRUNC('year', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- 1969-12-28T00:00:00Z/P1W
SELECT DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day' AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') - INTERVAL '1 day'
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- 1969-12-29T00:00:00Z/P1W
SELECT DATE_TRUNC('week', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('week', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W/1970-01-03T00:00:00Z
SELECT DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days' AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('week', "ds" + INTERVAL '1 day') + INTERVAL '5 days'
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W/1970-01-04T00:00:00Z
SELECT DATE_TRUNC('week', "ds") + INTERVAL '6 days' AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY DATE_TRUNC('week', "ds") + INTERVAL '6 days'
ORDER BY "count" DESC
LIMIT 10000
-- params: []
