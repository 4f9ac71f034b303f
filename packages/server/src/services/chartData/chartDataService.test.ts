import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { AuthUser } from '../../appDeps.js';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import {
  salesByRegion,
  seedChartDataContent,
  type ChartDataContent,
} from '../../testing/chartDataTestContent.js';
import { chartDataPipeline, runChartData, type RunChartDataOptions } from './chartDataService.js';
import type { ChartDataRequest } from './chartDataTypes.js';
import type { RowLevelSecurityRule } from './datasourceAccess.js';
import { engineQueryFunctions, type QueryFunctions } from './queryFunctions.js';
import { renderSqlForDisplay } from './renderSqlForDisplay.js';
import { grantDatasetAccess } from '../../testing/grants.js';

let t: TestApp;
let content: ChartDataContent;
let gamma: AuthUser;

beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  content = await seedChartDataContent(t);
  const record = await t.createUser('Gamma', 'gwen');
  const datasets = await t.deps.db.selectFrom('tables').select('id').execute();
  await grantDatasetAccess(
    t.deps,
    'Gamma',
    datasets.map((d) => d.id),
  );
  gamma = (await loadAuthUser(t.deps.db, record.id))!;
});
afterAll(() => t?.close());

const firstResult = async (request: ChartDataRequest, options: RunChartDataOptions = {}) => {
  const { response } = await runChartData(t.deps, gamma, request, options);
  if (response.kind !== 'json') throw new Error('expected JSON');
  return response.body.result[0] as Record<string, unknown>;
};

const resultOf = async (rules: RowLevelSecurityRule[]) => {
  const { response, timings } = await runChartData(
    t.deps,
    gamma,
    { body: salesByRegion(content.salesId) },
    { rowLevelSecurityRules: rules },
  );
  if (response.kind !== 'json') throw new Error('expected JSON');
  return { result: response.body.result[0] as Record<string, unknown>, timings };
};

describe('runChartData', () => {
  it("runs the pipeline's stages in order and times each", async () => {
    expect(chartDataPipeline.stageNames).toEqual([
      'validate',
      'authorize',
      'annotationLayers',
      'compile',
      'cache',
      'gate',
      'execute',
      'postProcess',
      'annotations',
      'cacheStore',
      'serialize',
    ]);
    const { timings } = await resultOf([]);
    expect(timings.map((timing) => timing.stage)).toEqual(chartDataPipeline.stageNames);
  });

  it("adds row-level-security filters of the user's roles to the SQL and so to the cache key", async () => {
    const open = await resultOf([]);
    const eastOnly: RowLevelSecurityRule = {
      datasetIds: [content.salesId],
      roles: ['Gamma'],
      filters: [{ col: 'region', op: '==', val: 'east' }],
    };
    const restricted = await resultOf([eastOnly]);
    expect(restricted.result['data']).toEqual([{ region: 'east', total: 155 }]);
    expect(restricted.result['query']).toContain("'east'");
    expect(restricted.result['cache_key']).not.toBe(open.result['cache_key']);
    expect(restricted.result['is_cached']).toBe(false);

    // Rules for other roles or datasets change nothing.
    const elsewhere = await resultOf([
      { ...eastOnly, roles: ['Alpha'] },
      { ...eastOnly, datasetIds: [content.slowId] },
    ]);
    expect(elsewhere.result['cache_key']).toBe(open.result['cache_key']);
    expect(elsewhere.result['rowcount']).toBe(3);
  });

  it('applies the cache timeout of the chart the caller names, reading it in the pipeline', async () => {
    const { cache } = t.deps.config;
    await t.deps.db
      .updateTable('slices')
      .set({ cache_timeout: 1234 })
      .where('id', '=', content.chartId)
      .execute();
    try {
      const body = salesByRegion(content.salesId);
      const chartId = content.chartId;
      expect((await firstResult({ body, chartId }))['cache_timeout']).toBe(1234);
      // The request's own custom_cache_timeout comes first.
      const custom = { ...body, custom_cache_timeout: 55 };
      expect((await firstResult({ body: custom, chartId }))['cache_timeout']).toBe(55);
      // A caller that has read the chart already hands its timeout over; nothing is read again.
      expect((await firstResult({ body, chartId, chartCacheTimeout: 77 }))['cache_timeout']).toBe(77);
      expect((await firstResult({ body, chartId, chartCacheTimeout: null }))['cache_timeout']).toBe(
        cache.defaultTimeoutSeconds,
      );
      // No chart named, or an unknown one: the next in line (here the configured default).
      expect((await firstResult({ body }))['cache_timeout']).toBe(cache.defaultTimeoutSeconds);
      expect((await firstResult({ body, chartId: 987654 }))['cache_timeout']).toBe(
        cache.defaultTimeoutSeconds,
      );
    } finally {
      await t.deps.db
        .updateTable('slices')
        .set({ cache_timeout: null })
        .where('id', '=', content.chartId)
        .execute();
    }
  });

  it('compiles a query again once its dataset changes: the kept SQL is per datasource version', async () => {
    const body = salesByRegion(content.salesId, { filters: [{ col: 'amount', op: '>=', val: -91 }] });
    const setTotal = (expression: string, changedOn: string) =>
      t.deps.db
        .updateTable('sql_metrics')
        .set({ expression, changed_on: changedOn })
        .where('table_id', '=', content.salesId)
        .where('metric_name', '=', 'total')
        .execute();
    const saved = await t.deps.db
      .selectFrom('sql_metrics')
      .select(['expression', 'changed_on'])
      .where('table_id', '=', content.salesId)
      .where('metric_name', '=', 'total')
      .executeTakeFirstOrThrow();
    const before = await firstResult({ body });
    expect(before['query']).toContain('SUM(amount)');
    // What the datasource editor writes: the metric's new expression and its change time (a minute from
    // now, so it is the dataset's latest change whatever the other rows say).
    const later = new Date(Date.now() + 60_000).toISOString();
    await setTotal('SUM(amount) * 2', later);
    try {
      const after = await firstResult({ body });
      expect(after['query']).toContain('SUM(amount) * 2');
      expect(after['is_cached']).toBe(false);
      const totals = (result: Record<string, unknown>) =>
        (result['data'] as { total: number }[]).map((row) => row.total);
      expect(totals(after)).toEqual(totals(before).map((total) => total * 2));
    } finally {
      // As it was: later tests see the saved dataset and its version again, with no change time ahead.
      await setTotal(saved.expression, String(saved.changed_on));
    }
  });

  it("shows the compiler's display SQL, while the engine fetches the truncation probe's row", async () => {
    const shown: string[] = [];
    // The display text is marked, so the answer must be the compiler's, not a rewrite of the executed SQL.
    const functions: QueryFunctions = {
      ...engineQueryFunctions,
      compileQueryObject(...args) {
        const compiled = engineQueryFunctions.compileQueryObject(...args);
        const displaySql = `${compiled.displaySql}\n-- shown`;
        shown.push(renderSqlForDisplay(displaySql, compiled.params));
        return { ...compiled, displaySql };
      },
    };
    const body = salesByRegion(content.salesId, {
      row_limit: 2,
      filters: [{ col: 'amount', op: '>=', val: -77 }],
    });
    const runsBefore = content.runs.length;
    const full = await firstResult({ body, force: true }, { functions });
    expect(full['query']).toBe(shown[0]);
    expect(full['query']).toMatch(/\nLIMIT 2\n-- shown$/);
    expect(full['is_truncated']).toBe(true);
    const executed = content.runs.slice(runsBefore).map((run) => run.sql);
    expect(executed).toHaveLength(1);
    expect(executed[0]).toMatch(/\nLIMIT 3$/);

    const query = await firstResult({ body: { ...body, result_type: 'query' } }, { functions });
    expect(query['query']).toBe(shown[1]);
    expect(query['query']).toBe(full['query']);
  });
});
