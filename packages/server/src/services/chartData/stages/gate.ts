import { QueryCompileError } from '@sightline/query-engine';
import type { ChartDataContext, LookedUpRequest } from '../chartDataTypes.js';
import type { Stage } from '../stagePipeline.js';
import { engineError } from '../chartDataErrors.js';

/**
 * Between the cache lookup and the execution: before anything runs, every text of a person's the statements embed (custom SQL, the
 * dataset's expressions and virtual SQL) passes the engine's SQL gate, which reads it with the engine's
 * own parser. Cached results were gated when they were computed; verdicts are kept per engine.
 */
export const gateStage: Stage<ChartDataContext, LookedUpRequest, LookedUpRequest> = {
  name: 'gate',
  async run(ctx, request) {
    const texts = request.toRun.flatMap((plan) => plan?.compiled.embeddedSql ?? []);
    if (texts.length === 0) return request;
    const engine = await ctx.deps.engines.forDatabase(request.source.databaseId).catch((error: unknown) => {
      throw engineError(request.source.backend, error);
    });
    // A verdict is the request's error (400); the engine failing to answer the gate is the engine's.
    await Promise.all(texts.map((text) => engine.sqlGate.check(text))).catch((error: unknown) => {
      throw error instanceof QueryCompileError ? error : engineError(request.source.backend, error);
    });
    return request;
  },
};
