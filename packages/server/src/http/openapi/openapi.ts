import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the OpenAPI document and its browser view are served (Superset's paths). */
export const OPENAPI_PATH = '/api/v1/_openapi';
export const SWAGGER_UI_PREFIX = '/swagger/v1';

/** The document's reply: its version, info and one entry per path. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** Operations are grouped by resource: `/api/v1/chart/...` under `chart`, other paths by their first part. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[2] : parts[0]) ?? 'app';
}

/**
 * The API's OpenAPI 3 document, generated from the routes' zod schemas (request and reply), and the
 * Swagger UI that shows it. Both are public, as the source they describe: the document holds the API's
 * shape, never data. Registered before the routes, whose registration it records.
 *
 * Route schemas describe; they neither check requests nor reshape replies. Handlers parse requests with
 * the same core schemas (which give Superset's error bodies); in the API tests every reply is checked
 * against its schema (replyCheck.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

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
  app.get(
    OPENAPI_PATH,
    { schema: { summary: 'This OpenAPI document', response: { 200: openApiDocumentSchema } } },
    async () => app.swagger(),
  );
}
