import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CHART_PLUGINS } from './plugins/index.js';
import { buildChartQueryContext, CHART_QUERIES, FormDataError } from './queries.js';

/** The packages a Node process must not load to build a query: rendering only. */
const RENDERING_PACKAGES = /\/node_modules\/(react|react-dom|antd|@ant-design\/[^/]+|echarts|zrender)\//;

/**
 * Every module an entry can load, dynamic imports included, resolved as the server resolves our
 * packages (their TypeScript sources here, as in the tests).
 */
async function moduleGraph(entry: string): Promise<string[]> {
  const output = await build({
    input: new URL(entry, import.meta.url).pathname,
    write: false,
    platform: 'node',
    logLevel: 'silent',
    resolve: { conditionNames: ['@sightline/source', 'node', 'import', 'default'] },
  });
  return output.output.flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
}

describe('@sightline/charts/queries', () => {
  it('loads no React, antd or ECharts module, where a plugin entry does', async () => {
    const graph = await moduleGraph('./queries.ts');
    expect(graph.some((id) => id.endsWith('/plugins/table/buildQuery.ts'))).toBe(true);
    expect(graph.filter((id) => RENDERING_PACKAGES.test(id))).toEqual([]);
    // The same check finds them behind a plugin's entry, so it does not pass for want of looking.
    const plugin = await moduleGraph('./plugins/table/index.ts');
    expect(plugin.filter((id) => RENDERING_PACKAGES.test(id)).length).toBeGreaterThan(0);
  });

  it("has every built-in chart type's query, the one its plugin uses", () => {
    expect([...CHART_QUERIES.keys()].sort()).toEqual(
      BUILT_IN_CHART_PLUGINS.map((p) => p.metadata.vizType).sort(),
    );
    for (const plugin of BUILT_IN_CHART_PLUGINS) {
      const query = CHART_QUERIES.get(plugin.metadata.vizType)!;
      expect(query.buildQuery).toBe(plugin.buildQuery);
      expect(query.formDataSchema).toBe(plugin.formDataSchema);
      expect(query.formDataVersion).toBe(plugin.formDataVersion);
      expect(query.migrations).toBe(plugin.migrations);
    }
  });

  it('builds a query context from saved form data, or says which control does not fit', () => {
    const table = CHART_QUERIES.get('table')!;
    const context = buildChartQueryContext(table, {
      datasource: '7__table',
      viz_type: 'table',
      query_mode: 'aggregate',
      groupby: ['region'],
      metrics: ['count'],
    });
    expect(context).not.toBeInstanceOf(Error);
    expect(context).toMatchObject({ datasource: { id: 7, type: 'table' } });
    const broken = buildChartQueryContext(table, { datasource: '7__table', viz_type: 'table', groupby: 5 });
    expect(broken).toBeInstanceOf(FormDataError);
    expect((broken as Error).message).toMatch(/^groupby: /);
  });
});
