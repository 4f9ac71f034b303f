-- raw records (no metrics)
SELECT "name" AS "name", "num" AS "num"
FROM "names"
LIMIT 100
-- params: []

-- saved metric, default order
SELECT "gender" AS "gender", COUNT(*) AS "count"
FROM "names"
GROUP BY "gender"
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- simple metrics, every aggregate
SELECT "state" AS "state", SUM("num") AS "SUM(num)", AVG("num") AS "AVG(num)", COUNT("num") AS "COUNT(num)", COUNT(DISTINCT "num") AS "COUNT_DISTINCT(num)", MIN("num") AS "MIN(num)", MAX("num") AS "MAX(num)"
FROM "names"
GROUP BY "state"
ORDER BY "SUM(num)" DESC
LIMIT 10000
-- params: []

-- simple metric with a custom label on a calculated column
SELECT SUM((num * 2)) AS "Twice"
FROM "names"
ORDER BY "Twice" DESC
LIMIT 10000
-- params: []

-- sql metric and ad-hoc sql column
SELECT (UPPER(name)) AS "upper_name", SUM(num) / COUNT(*) AS "avg_num"
FROM "names"
GROUP BY (UPPER(name))
ORDER BY "avg_num" DESC
LIMIT 10000
-- params: []

-- x-axis form with time grain and a series column
SELECT DATE_TRUNC('month', "ds") AS "ds", "gender" AS "gender", SUM(num) AS "sum__num"
FROM "names"
GROUP BY DATE_TRUNC('month', "ds"), "gender"
ORDER BY "sum__num" DESC
LIMIT 10000
-- params: []

-- legacy granularity + is_timeseries with time range
SELECT DATE_TRUNC('year', "ds") AS "__timestamp", COUNT(*) AS "count"
FROM "names"
WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP))
GROUP BY DATE_TRUNC('year', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: ["2020-01-01 00:00:00.000","2022-01-01 00:00:00.000"]

-- orderby columns and metrics, ascending and descending
SELECT "state" AS "state", "gender" AS "gender", COUNT(*) AS "count"
FROM "names"
GROUP BY "state", "gender"
ORDER BY "state" ASC, MAX("num") DESC
LIMIT 10000
-- params: []

-- row limit capped, row offset
SELECT "name" AS "name"
FROM "names"
LIMIT 50000 OFFSET 20
-- params: []

-- row limit 0 means the maximum
SELECT "name" AS "name"
FROM "names"
LIMIT 50000
-- params: []

-- where and having
SELECT "state" AS "state", COUNT(*) AS "count"
FROM "names"
WHERE (gender = 'girl' AND num > 5)
GROUP BY "state"
HAVING (COUNT(*) > 10)
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- series limit with series_limit_metric
SELECT DATE_TRUNC('day', "ds") AS "ds", "state" AS "state", "gender" AS "gender", COUNT(*) AS "count"
FROM "names"
JOIN (SELECT "state" AS "state__" FROM "names" WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP)) GROUP BY "state" ORDER BY SUM(num) DESC LIMIT 3) AS "series_limit" ON "state" = "series_limit"."state__"
WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP))
GROUP BY DATE_TRUNC('day', "ds"), "state", "gender"
ORDER BY "count" DESC
LIMIT 10000
-- params: ["2020-01-01 00:00:00.000","2020-07-01 00:00:00.000","2020-01-01 00:00:00.000","2020-07-01 00:00:00.000"]

-- categorical x-axis keeps its values despite a time grain
SELECT "state" AS "state", COUNT(*) AS "count"
FROM "names"
GROUP BY "state"
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- legacy timeseries_limit alias
SELECT "ds" AS "__timestamp", "state" AS "state", COUNT(*) AS "count"
FROM "names"
JOIN (SELECT "state" AS "state__" FROM "names" GROUP BY "state" ORDER BY COUNT(*) DESC LIMIT 2) AS "series_limit" ON "state" = "series_limit"."state__"
GROUP BY "ds", "state"
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- time offsets
SELECT DATE_TRUNC('month', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP))
GROUP BY DATE_TRUNC('month', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: ["2021-01-01 00:00:00.000","2022-01-01 00:00:00.000"]
-- offset 1 year ago
SELECT DATE_TRUNC('month', "ds") AS "ds", COUNT(*) AS "count"
FROM "names"
WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP))
GROUP BY DATE_TRUNC('month', "ds")
ORDER BY "count" DESC
LIMIT 10000
-- params: ["2020-01-01 00:00:00.000","2021-01-01 00:00:00.000"]

-- row count (table pagination)
SELECT COUNT(*) AS "rowcount"
FROM (SELECT "name" AS "name", COUNT(*) AS "count"
FROM "names"
WHERE ("gender" = ?)
GROUP BY "name") AS rowcount_qry
-- params: ["boy"]

-- legacy time_shift
SELECT COUNT(*) AS "count"
FROM "names"
WHERE ("ds" >= CAST(? AS TIMESTAMP) AND "ds" < CAST(? AS TIMESTAMP))
ORDER BY "count" DESC
LIMIT 10000
-- params: ["2020-12-25 00:00:00.000","2021-12-25 00:00:00.000"]

-- IN with null, filter on an unknown column
SELECT "state" AS "state", COUNT(*) AS "count"
FROM "names"
WHERE (("state" IN (?) OR "state" IS NULL))
GROUP BY "state"
ORDER BY "count" DESC
LIMIT 10000
-- params: ["CA"]

-- schema-qualified physical table
SELECT "gender" AS "gender", COUNT(*) AS "count"
FROM "main"."names"
GROUP BY "gender"
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- virtual dataset
SELECT "gender" AS "gender", COUNT(*) AS "count"
FROM (SELECT * FROM names WHERE num > 0) AS virtual_table
GROUP BY "gender"
ORDER BY "count" DESC
LIMIT 10000
-- params: []
