-- PT1S
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:%M:%S', "ds"))) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:%M:%S', "ds")))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT5S
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 5) + 5) % 5, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 5) + 5) % 5, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT30S
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 30) + 30) % 30, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 30) + 30) % 30, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT1M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', "ds"))) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:%M:00', "ds")))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT5M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 300) + 300) % 300, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 300) + 300) % 300, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT10M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 600) + 600) % 600, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 600) + 600) % 600, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT15M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 900) + 900) % 900, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 900) + 900) % 900, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT30M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 1800) + 1800) % 1800, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 1800) + 1800) % 1800, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT1H
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:00:00', "ds"))) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(STRFTIME('%Y-%m-%d %H:00:00', "ds")))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- PT6H
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 21600) + 21600) % 21600, 'unixepoch')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(CAST(STRFTIME('%s', "ds") AS INTEGER) - ((CAST(STRFTIME('%s', "ds") AS INTEGER) % 21600) + 21600) % 21600, 'unixepoch'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1D
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of month')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of month'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P3M
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of month', '-' || ((CAST(STRFTIME('%m', "ds") AS INTEGER) - 1) % 3) || ' months')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of month', '-' || ((CAST(STRFTIME('%m', "ds") AS INTEGER) - 1) % 3) || ' months'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1Y
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of year')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of year'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- 1969-12-28T00:00:00Z/P1W
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || CAST(STRFTIME('%w', "ds") AS INTEGER) || ' days')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || CAST(STRFTIME('%w', "ds") AS INTEGER) || ' days'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- 1969-12-29T00:00:00Z/P1W
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W/1970-01-03T00:00:00Z
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(DATETIME("ds", 'start of day', '-' || CAST(STRFTIME('%w', "ds") AS INTEGER) || ' days'), '+6 days')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(DATETIME("ds", 'start of day', '-' || CAST(STRFTIME('%w', "ds") AS INTEGER) || ' days'), '+6 days'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []

-- P1W/1970-01-04T00:00:00Z
SELECT STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days'), '+6 days')) AS "ds", COUNT(*) AS "count"
FROM "names"
GROUP BY STRFTIME('%Y-%m-%dT%H:%M:%fZ', DATETIME(DATETIME("ds", 'start of day', '-' || ((CAST(STRFTIME('%w', "ds") AS INTEGER) + 6) % 7) || ' days'), '+6 days'))
ORDER BY "count" DESC
LIMIT 10000
-- params: []
