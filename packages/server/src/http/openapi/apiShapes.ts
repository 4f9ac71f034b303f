/**
 * The shape facts of an OpenAPI document that two APIs can be compared by: per operation, the query
 * parameters, the JSON body's fields and the success reply's fields, each field a dotted path (`[]` for
 * an array's items) with its JSON type. Descriptions, examples and limits are left out.
 */

export interface OperationShape {
  query: Record<string, string>;
  body: Record<string, string>;
  reply: Record<string, string>;
}

/** Keyed by `METHOD /path`, the path with its parameters written `{}` and no trailing slash. */
export type ApiShapes = Record<string, OperationShape>;

type Schema = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Record<string, Schema>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** Deeper fields than this are not compared (nested form data and layout trees). */
const MAX_DEPTH = 4;

/** `/api/v1/chart/{pk}/` → `/api/v1/chart/{}`: parameter names and the trailing slash do not matter. */
export function operationKey(method: string, path: string): string {
  const normalized = path.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${normalized}`;
}

function resolve(
  document: OpenApiDocument,
  schema: Schema | undefined,
  seen: Set<string>,
): Schema | undefined {
  const ref = schema?.['$ref'];
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  if (seen.has(name)) return undefined;
  seen.add(name);
  return resolve(document, document.components?.schemas?.[name], seen);
}

/** One JSON type name: `integer` is a `number`, nullable fields say `|null`, no type is `any`. */
function typeName(schema: Schema): string {
  const raw = schema['type'];
  const types = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((t) =>
    t === 'integer' ? 'number' : String(t),
  );
  const nonNull = types.filter((t) => t !== 'null');
  const base =
    nonNull.length > 0
      ? nonNull.join('|')
      : schema['properties']
        ? 'object'
        : schema['items']
          ? 'array'
          : schema['enum']
            ? 'string'
            : 'any';
  return schema['nullable'] === true || types.includes('null') ? `${base}|null` : base;
}

function collectFields(
  document: OpenApiDocument,
  given: Schema | undefined,
  prefix: string,
  fields: Record<string, string>,
  depth: number,
  seen: Set<string>,
): void {
  const schema = resolve(document, given, new Set(seen));
  if (!schema || depth > MAX_DEPTH) return;
  const variants = (schema['allOf'] ?? schema['anyOf'] ?? schema['oneOf']) as Schema[] | undefined;
  if (variants) {
    const own = variants.filter(
      (variant) => typeName(resolve(document, variant, new Set(seen)) ?? {}) !== 'null',
    );
    if (own.length === 1 || schema['allOf']) {
      for (const variant of own) collectFields(document, variant, prefix, fields, depth, seen);
      if (prefix && own.length === 1 && variants.length > own.length)
        fields[prefix] = `${fields[prefix]}|null`;
      return;
    }
    if (prefix) fields[prefix] = 'any';
    return;
  }
  if (prefix) fields[prefix] = typeName(schema);
  const properties = schema['properties'] as Record<string, Schema> | undefined;
  for (const [name, property] of Object.entries(properties ?? {}))
    collectFields(document, property, prefix ? `${prefix}.${name}` : name, fields, depth + 1, seen);
  const items = schema['items'] as Schema | undefined;
  if (items) collectFields(document, items, `${prefix}[]`, fields, depth + 1, seen);
}

function fieldsOf(document: OpenApiDocument, schema: Schema | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  collectFields(document, schema, '', fields, 0, new Set());
  return fields;
}

function jsonSchemaOf(holder: unknown): Schema | undefined {
  const content = (holder as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
  return content?.['application/json']?.schema;
}

function operationShape(document: OpenApiDocument, operation: Schema): OperationShape {
  const query: Record<string, string> = {};
  for (const parameter of (operation['parameters'] ?? []) as Schema[]) {
    if (parameter['in'] !== 'query') continue;
    const schema = (parameter['schema'] as Schema | undefined) ?? jsonSchemaOf(parameter);
    // Superset describes a rison `q` by the JSON it decodes to; both are one text parameter on the wire.
    query[String(parameter['name'])] = parameter['name'] === 'q' ? 'string' : typeName(schema ?? {});
  }
  const responses = (operation['responses'] ?? {}) as Record<string, unknown>;
  return {
    query,
    body: fieldsOf(document, jsonSchemaOf(operation['requestBody'])),
    reply: fieldsOf(document, jsonSchemaOf(responses['200'] ?? responses['201'])),
  };
}

/** The shapes of the document's operations (those `keep` accepts, when given). */
export function apiShapes(given: unknown, keep: (key: string) => boolean = () => true): ApiShapes {
  const document = given as OpenApiDocument;
  const shapes: ApiShapes = {};
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      const key = operationKey(method, path);
      if (!operation || !keep(key)) continue;
      // Superset documents one path under two parameter names (`{pk}`, `{id_or_slug}`): keep what both say.
      const shape = operationShape(document, operation);
      const known = shapes[key];
      shapes[key] = known
        ? {
            query: { ...known.query, ...shape.query },
            body: { ...known.body, ...shape.body },
            reply: { ...known.reply, ...shape.reply },
          }
        : shape;
    }
  }
  return shapes;
}
