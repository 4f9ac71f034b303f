import { describe, expect, it } from 'vitest';
import type { ChartDataContext, ChartDataRequest, ValidatedRequest } from '../chartDataTypes.js';
import { queryContextOf, validateStage, type KeptQueryContexts } from './validate.js';

const queryContexts: KeptQueryContexts = new Map();
const ctx = { deps: { chartData: { queryContexts } } } as unknown as ChartDataContext;
const body = () => ({
  datasource: { id: 3, type: 'table' },
  queries: [{ metrics: ['count'], columns: ['device'], row_limit: 10 }],
  result_type: 'full',
});
const validate = (request: ChartDataRequest) => validateStage.run(ctx, request) as ValidatedRequest;

describe('validateStage', () => {
  it('parses a query context once: the same JSON again gives the same (frozen) context', () => {
    const first = validate({ body: body() });
    const again = validate({ body: body(), force: true });
    expect(again.context).toBe(first.context);
    expect(Object.isFrozen(first.context.queries[0])).toBe(true);
    // The request's own fields are still its own.
    expect([first.force, again.force]).toEqual([false, true]);
    const other = validate({ body: { ...body(), queries: [{ metrics: ['count'] }] } });
    expect(other.context).not.toBe(first.context);
    expect(other.context.queries[0]!.columns).toBeUndefined();
  });

  it('keeps no parse of a body run ahead (speculative), but reads one kept before', () => {
    const ahead = { ...body(), queries: [{ metrics: ['count'], row_limit: 8 }] };
    const first = validate({ body: ahead, speculative: true });
    expect(validate({ body: ahead, speculative: true }).context).not.toBe(first.context);
    const kept = validate({ body: ahead }).context;
    expect(validate({ body: ahead, speculative: true }).context).toBe(kept);
  });

  it('answers an invalid context with its problems on every request', () => {
    const bad = { ...body(), queries: [{ row_limit: 'many' }] };
    for (let i = 0; i < 2; i += 1)
      expect(() => validate({ body: bad })).toThrow(/^Request is incorrect: queries\.0\.row_limit: /);
  });

  it('shares its kept parses with queryContextOf (the scan-ahead reading saved charts)', () => {
    const saved = { ...body(), queries: [{ metrics: ['count'], row_limit: 7 }] };
    const read = queryContextOf(queryContexts, saved);
    expect(read).not.toBeNull();
    expect(validate({ body: saved }).context).toBe(read);
    expect(queryContextOf(queryContexts, { ...body(), queries: [{ row_limit: 'many' }] })).toBeNull();
    expect(queryContextOf(queryContexts, 'not an object')).toBeNull();
  });
});
