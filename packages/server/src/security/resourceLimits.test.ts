import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestApp } from '../testing/createTestApp.js';
import { setUpChartDataTests, type ChartDataContent } from '../testing/chartDataTestContent.js';

/**
 * Heavy queries must not take the server down with them: statements are capped in all and per user,
 * each is interrupted at its timeout, and sign-in (whose password hashing needs Node's thread pool, as
 * the engines' statements do) keeps answering while they run.
 */

let t: TestApp;
let content: ChartDataContent;
const users: Record<string, string>[] = [];

beforeAll(async () => {
  ({ t, content } = await setUpChartDataTests());
  for (const name of ['heavy1', 'heavy2', 'heavy3', 'heavy4']) {
    await t.createUser('Admin', name);
    users.push((await t.signIn(name)).headers);
  }
});
afterAll(() => t?.close());

describe('resource limits', () => {
  it('caps running statements, interrupts each at its timeout, and keeps sign-in answering', async () => {
    t.deps.config.queryTimeoutMs = 1500;
    const { overall, perUser } = t.deps.config.statementLimits;
    const slots = t.deps.chartData.statementSlots;
    const before = content.runs.length;
    // Eight statements that would run for minutes, two per user, each a different SQL text.
    const heavy = Array.from({ length: 8 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/chart/data',
        headers: users[i % users.length]!,
        payload: {
          datasource: { id: content.slowId, type: 'table' },
          queries: [{ columns: ['n'], metrics: [], row_limit: 100 + i }],
          force: true,
        },
      }),
    );
    let mostRunning = 0;
    const watch = setInterval(() => (mostRunning = Math.max(mostRunning, slots.running)), 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/security/login',
      payload: { username: 'heavy1', password: TEST_PASSWORD, provider: 'db' },
    });
    expect(login.statusCode).toBe(200);
    expect(slots.running).toBeGreaterThan(0);
    const answers = await Promise.all(heavy);
    clearInterval(watch);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(408));
    expect(mostRunning).toBeLessThanOrEqual(Math.min(overall, perUser * users.length));
    expect(mostRunning).toBeLessThan(8);
    const outcomes = await Promise.all(content.runs.slice(before).map((run) => run.outcome));
    expect(outcomes).toEqual(Array(8).fill('QueryTimeoutError'));
    expect(slots.running).toBe(0);
  });
});
