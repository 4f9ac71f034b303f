import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildBootstrap } from './routes/bootstrap.js';
import { routePreloads, withHeadTags } from './routePreloads.js';
import type { AppDeps } from '../appDeps.js';

/**
 * Serves the built web app (packages/web/dist): hashed assets with a long cache, and index.html with the
 * bootstrap data embedded for every other browser GET, so client-side routes survive a reload.
 */

export const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no U+2028/9 surprises. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function embedBootstrap(indexHtml: string, bootstrap: unknown): string {
  const tag = `<script id="bootstrap-data" type="application/json">${scriptSafeJson(bootstrap)}</script>`;
  // Only an empty placeholder element is replaced; prose that mentions the element (a comment) is not.
  const placeholder = '<script id="bootstrap-data" type="application/json"></script>';
  if (indexHtml.includes(placeholder)) return indexHtml.replace(placeholder, () => tag);
  const head = indexHtml.lastIndexOf('</head>');
  return head >= 0 ? indexHtml.slice(0, head) + tag + indexHtml.slice(head) : tag + indexHtml;
}

const NOT_BUILT =
  'Sightline is running, but the web app is not built yet. Run `npm run build` (or `npm start`) and reload.\n';

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

export async function registerWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  webDist = DEFAULT_WEB_DIST,
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  // Read once at start-up, not on every browser navigation: a new build is served after a restart
  // (development runs Vite's own server, which reloads by itself).
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const preloadsOf = routePreloads(existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : null);

  if (indexHtml !== null) {
    const assetsDir = join(webDist, 'assets');
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br/.gz beside each asset; they are sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      // Vite names everything under /assets/ by content hash, so it can be cached for good.
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === null) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
    const bootstrap = await buildBootstrap(deps, request.user, app.setupGate);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(withHeadTags(embedBootstrap(indexHtml, bootstrap), preloadsOf(request.url.split('?')[0] ?? '')));
  };

  // The app page, not an API route: left out of the OpenAPI document.
  app.get('/', { schema: { hide: true } }, sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      wantsHtml(request)
    ) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
