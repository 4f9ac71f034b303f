import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { AuthUser } from '../../http/types.js';
import { loadAuthUser } from '../../authz/loadAuthUser.js';
import {
  salesByRegion,
  seedChartDataContent,
  type ChartDataContent,
} from '../../http/routes/chartDataTestContent.js';
import { chartDataPipeline, runChartData } from './chartDataService.js';
import type { RowLevelSecurityRule } from './datasourceAccess.js';

let t: TestApp;
let content: ChartDataContent;
let gamma: AuthUser;

beforeAll(async () => {
  t = await createTestApp({ sqlite: true });
  content = await seedChartDataContent(t);
  const record = await t.createUser('Gamma', 'gwen');
  gamma = (await loadAuthUser(t.deps.db, record.id))!;
});
afterAll(() => t?.close());

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
  it('runs the stages of DESIGN.md §4 in order and times each', async () => {
    expect(chartDataPipeline.stageNames).toEqual([
      'validate',
      'authorize',
      'annotationLayers',
      'compile',
      'cache',
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
});
