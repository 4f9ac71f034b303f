import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAuth } from './auth/authPlugin.js';
import { registerAuthRateLimits } from './authRateLimits.js';
import { registerErrorHandling } from './errors.js';
import { registerJsonBodyParser } from './jsonBody.js';
import { registerOpenApi } from './openapi/openapi.js';
import { registerReplyCheck } from './openapi/replyCheck.js';
import { bootstrapRoutes } from './routes/bootstrap.js';
import { dynamicPluginRoutes } from './routes/dynamicPlugins.js';
import { healthRoutes } from './routes/health.js';
import { meRoutes } from './routes/me.js';
import { resourceRoutes } from './routes/resources.js';
import { securityRoutes } from './routes/security.js';
import { setupRoutes } from './routes/setup.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { registerSetupGate } from './setupGate.js';
import type { AppDeps } from '../appDeps.js';
import { registerWebApp } from './webApp.js';

export interface BuildAppOptions {
  /** Directory of the built web app; defaults to packages/web/dist. */
  webDist?: string;
  /** Pino logging; defaults to the configured level. */
  logger?: boolean;
  /** Check every reply against its declared schema (the API tests do). */
  checkReplies?: boolean;
}

/**
 * The HTTP application: auth (session cookie / bearer JWT, CSRF), error mapping, the platform routes,
 * the resource routes, their OpenAPI document and the web app. Listening is the caller's job (cli start, tests use inject()).
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false || deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    routerOptions: {
      // Rison `q` values can be long (id lists, filters); Superset's clients send them in the URL.
      maxParamLength: 2000,
      // Superset's clients write paths with and without the trailing slash; one route answers both.
      ignoreTrailingSlash: true,
    },
    // Larger bodies answer 413 before they are read in full.
    bodyLimit: deps.config.bodyLimitBytes,
    // Behind a proxy the client address and protocol come from X-Forwarded-*; cookies are Secure on https.
    trustProxy: deps.config.trustProxy,
  });
  registerErrorHandling(app);
  registerJsonBodyParser(app);
  // Before everything else that answers, so every response carries the headers.
  await registerSecurityHeaders(app, deps);
  await registerAuthRateLimits(app, deps);
  registerSetupGate(app, deps);
  await registerAuth(app, deps);
  // Before the routes: the document is made from the routes registered after it.
  await registerOpenApi(app);
  if (options.checkReplies) registerReplyCheck(app);

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(healthRoutes);
  await app.register(async (scope) => {
    await securityRoutes(scope, deps);
    await setupRoutes(scope, deps);
    await bootstrapRoutes(scope, deps);
    await meRoutes(scope, deps);
    await resourceRoutes(scope, deps);
    await dynamicPluginRoutes(scope, deps);
  });
  await registerWebApp(app, deps, options.webDist);
  return app;
}
