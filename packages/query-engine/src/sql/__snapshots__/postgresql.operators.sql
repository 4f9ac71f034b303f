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
WHERE ("name" LIKE ?)
LIMIT 10000
-- params: ["A%"]

-- NOT LIKE
SELECT "name" AS "name"
FROM "names"
WHERE ("name" NOT LIKE ?)
LIMIT 10000
-- params: ["A%"]

-- ILIKE
SELECT "name" AS "name"
FROM "names"
WHERE ("name" ILIKE ?)
LIMIT 10000
-- params: ["a%"]

-- REGEX
SELECT "name" AS "name"
FROM "names"
WHERE ("name" ~ ?)
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
WHERE ("ds" >= ? AND "ds" < ?)
LIMIT 10000
-- params: ["2020-01-01 00:00:00.000+00","2021-01-01 00:00:00.000+00"]
