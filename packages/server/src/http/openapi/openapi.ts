import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the OpenAPI document and its browser view are served (Superset's paths). */
export const OPENAPI_PATH = '/api/v1/_openapi';
export const SWAGGER_UI_PREFIX = '/swagger/v1';

/** Operations are grouped by resource: `/api/v1/chart/...` under `chart`, other paths by their first part. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[2] : parts[0]) ?? 'app';
}

export interface OpenApiOptions {
  /** Every reply with a declared schema is checked against it; one that does not match is a 500 (tests). */
  checkReplies?: boolean;
}

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';

/**
 * The API's OpenAPI 3 document, generated from the routes' zod schemas (request and reply), and the
 * Swagger UI that shows it. Both are public, as the source they describe: the document holds the API's
 * shape, never data. Registered before the routes, whose registration it records.
 *
 * Route schemas describe; they neither check requests nor reshape replies. Handlers parse requests with
 * the same core schemas (which give Superset's error bodies); in the API tests every reply is checked
 * against its schema (`checkReplies`).
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions = {}): Promise<void> {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!options.checkReplies || !isZodSchema(schema)) return (data) => JSON.stringify(data);
    return (data) => {
      const checked = schema.safeParse(data);
      if (!checked.success) {
        const problem = `The ${httpStatus} reply of ${method} ${url} does not match its schema: ${z.prettifyError(checked.error)}`;
        // The client sees a 500; the test's output shows why.
        console.error(problem);
        throw new Error(problem);
      }
      return JSON.stringify(data);
    };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Sightline', version: 'v1', description: 'Sightline REST API (Superset-compatible).' },
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
      security: [{ jwt: [] }, { session: [] }],
    },
    transform: (route) => {
      const { schema, url } = jsonSchemaTransform(route);
      const described = (schema ?? {}) as { tags?: string[] };
      return { schema: { ...described, tags: described.tags ?? [tagOf(route.url)] }, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: SWAGGER_UI_PREFIX,
    // No call to an outside validator: the page talks to this server only (the CSP says so too).
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  app.get(OPENAPI_PATH, { schema: { summary: 'This OpenAPI document' } }, async () => app.swagger());
}
