-- ==
SELECT "name" AS "name"
FROM "names"
WHERE ("gender" = ?)
LIMIT 10000
-- params: ["boy"]

-- !=
SELECT "name" AS "name"
FROM "names"
WHERE ("gender" != ?)
LIMIT 10000
-- params: ["girl"]

-- >
SELECT "name" AS "name"
FROM "names"
WHERE ("num" > ?)
LIMIT 10000
-- params: [10]

-- <
SELECT "name" AS "name"
FROM "names"
WHERE ("num" < ?)
LIMIT 10000
-- params: [10]

-- >=
SELECT "name" AS "name"
FROM "names"
WHERE ("num" >= ?)
LIMIT 10000
-- params: [10]

-- <=
SELECT "name" AS "name"
FROM "names"
WHERE ("num" <= ?)
LIMIT 10000
-- params: [10]

-- IN
SELECT "name" AS "name"
FROM "names"
WHERE (("state" IN (?, ?)))
LIMIT 10000
-- params: ["CA","NY"]

-- NOT IN
SELECT "name" AS "name"
FROM "names"
WHERE (("state" NOT IN (?, ?)))
LIMIT 10000
-- params: ["CA","NY"]

-- LIKE
SELECT "name" AS "name"
FROM "names"
WHERE ("name" GLOB ?)
LIMIT 10000
-- params: ["A*"]

-- NOT LIKE
SELECT "name" AS "name"
FROM "names"
WHERE ("name" NOT GLOB ?)
LIMIT 10000
-- params: ["A*"]

-- ILIKE
SELECT "name" AS "name"
FROM "names"
WHERE (LOWER("name") LIKE LOWER(?))
LIMIT 10000
-- params: ["a%"]

-- REGEX
SELECT "name" AS "name"
FROM "names"
WHERE ("name" REGEXP ?)
LIMIT 10000
-- params: ["^A.*a$"]

-- IS NULL
SELECT "name" AS "name"
FROM "names"
WHERE ("gender" IS NULL)
LIMIT 10000
-- params: []

-- IS NOT NULL
SELECT "name" AS "name"
FROM "names"
WHERE ("gender" IS NOT NULL)
LIMIT 10000
-- params: []

-- IS TRUE
SELECT "name" AS "name"
FROM "names"
WHERE ("flag" IS TRUE)
LIMIT 10000
-- params: []

-- IS FALSE
SELECT "name" AS "name"
FROM "names"
WHERE ("flag" IS FALSE)
LIMIT 10000
-- params: []

-- TEMPORAL_RANGE
SELECT "name" AS "name"
FROM "names"
WHERE (STRFTIME('%Y-%m-%d %H:%M:%f', "ds") >= ? AND STRFTIME('%Y-%m-%d %H:%M:%f', "ds") < ?)
LIMIT 10000
-- params: ["2020-01-01 00:00:00.000","2021-01-01 00:00:00.000"]
