/**
 * JSON text with every object's keys sorted, so values equal as JSON would save them give equal text
 * whatever their key order (keys holding undefined are left out, as JSON leaves them; undefined is null).
 * For comparing values and keying caches by value.
 *
 * Written out in one pass: a dashboard keys each of its charts' queries by this on every filter change,
 * and JSON.stringify with a replacer that rebuilt each object with sorted entries took ~1 ms a query.
 * The text is exactly what that replacer gave (canonicalJson.test.ts compares them).
 */
export function canonicalJson(value: unknown): string {
  return jsonOf(value) ?? 'null';
}

/** Equal as JSON would save them: key order and keys holding undefined do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** JSON.stringify's text of `value` with sorted keys; undefined where JSON leaves the value out. */
function jsonOf(value: unknown): string | undefined {
  let json = value;
  if (json !== null && typeof json === 'object') {
    const { toJSON } = json as { toJSON?: unknown };
    if (typeof toJSON === 'function') json = (toJSON as () => unknown).call(json);
  }
  switch (typeof json) {
    case 'string':
      return JSON.stringify(json);
    case 'number':
      return Number.isFinite(json) ? JSON.stringify(json) : 'null';
    case 'boolean':
      return json ? 'true' : 'false';
    case 'object':
      break;
    case 'bigint':
      // JSON.stringify's own error.
      return JSON.stringify(json);
    default:
      return undefined;
  }
  if (json === null) return 'null';
  if (json instanceof Number || json instanceof String || json instanceof Boolean)
    return JSON.stringify(json);
  if (Array.isArray(json)) {
    let text = '[';
    for (let index = 0; index < json.length; index += 1)
      text += (index > 0 ? ',' : '') + (jsonOf(json[index]) ?? 'null');
    return text + ']';
  }
  const record = json as Record<string, unknown>;
  let text = '';
  for (const key of sortedKeys(record)) {
    const inner = jsonOf(record[key]);
    if (inner !== undefined) text += `${text ? ',' : ''}${JSON.stringify(key)}:${inner}`;
  }
  return `{${text}}`;
}

/** An array index as a property key: a canonical unsigned integer below 2^32 - 1. */
const isIndexKey = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 2 ** 32 - 1;

/**
 * The keys in the order the sorted copy of the object had them: JavaScript lists an object's index
 * keys ('2', '10') first, in numeric order, and its other keys in the order given (here, sorted).
 */
function sortedKeys(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  // Object.keys already lists index keys first, ascending: only the rest need sorting.
  let firstName = 0;
  while (firstName < keys.length && isIndexKey(keys[firstName]!)) firstName += 1;
  if (firstName === 0) return keys.sort();
  return [...keys.slice(0, firstName), ...keys.slice(firstName).sort()];
}
