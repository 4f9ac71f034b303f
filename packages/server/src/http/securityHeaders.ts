import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dynamicPluginBundleUrls } from '../services/dynamicPluginService.js';
import type { AppDeps } from '../appDeps.js';

/**
 * Security headers on every response, the app page and the API alike (helmet): a Content-Security-Policy
 * that lets the web app run, `frame-ancestors` from the settings with a matching X-Frame-Options,
 * nosniff, Referrer-Policy and HSTS (browsers heed HSTS only over TLS, so sending it always is harmless).
 *
 * The app page also allows scripts from the origins of the registered dynamic chart plugins, read when
 * the page is served so a plugin added by an admin loads on the next page load.
 */

/** The http(s) origins of plugin bundle URLs; relative URLs are same-origin and need no entry. */
export function bundleOrigins(bundleUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of bundleUrls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      continue;
    }
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
  }
  return [...origins].sort();
}

/** X-Frame-Options can say only "nobody" or "same origin": it is sent when it agrees with the CSP. */
export function frameguardFor(frameAncestors: readonly string[]): false | { action: 'deny' | 'sameorigin' } {
  if (frameAncestors.length === 1 && frameAncestors[0] === "'none'") return { action: 'deny' };
  if (frameAncestors.length === 1 && frameAncestors[0] === "'self'") return { action: 'sameorigin' };
  // Other origins may frame the app; browsers that know CSP follow frame-ancestors instead.
  return false;
}

/** GETs that may be answered with the app page (what webApp.ts serves index.html for). */
function mayServeAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && !path.startsWith('/assets/') && path !== '/health';
}

export async function registerSecurityHeaders(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  // Plugin origins for the request being answered; one map per app, entries leave with their request.
  const pluginOrigins = new WeakMap<IncomingMessage, string>();

  // Runs before helmet's own onRequest hook (registered below), which reads the map.
  app.addHook('onRequest', async (request) => {
    if (!config.featureFlags.DYNAMIC_PLUGINS || !mayServeAppPage(request)) return;
    const origins = bundleOrigins(await dynamicPluginBundleUrls(deps.db));
    if (origins.length > 0) pluginOrigins.set(request.raw, origins.join(' '));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", (req: IncomingMessage) => pluginOrigins.get(req) ?? ''],
        // antd's CSS-in-JS and ECharts write style elements and attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Chart images (ECharts' data: URLs) and downloads made in the browser (blob:).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
    frameguard: frameguardFor(config.frameAncestors),
    referrerPolicy: { policy: 'same-origin' },
    hsts: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
    // Plugin bundles come from other origins as ES modules; the app page must be able to load them.
    crossOriginEmbedderPolicy: false,
  });
}
