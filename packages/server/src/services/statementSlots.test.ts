import { describe, expect, it } from 'vitest';
import { QueryCancelledError } from '@sightline/query-engine';
import { createStatementSlots } from './statementSlots.js';

/** A statement that runs until `finish` is called, and records that it started. */
function controllable() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('statement slots', () => {
  it('never runs more statements than the overall cap, and starts waiters as slots free', async () => {
    const slots = createStatementSlots({ overall: 2, perUser: 2 });
    const statements = [controllable(), controllable(), controllable()];
    const runs = statements.map((s, i) => slots.run(`user:${i}`, undefined, s.work));
    await settle();
    expect(statements.map((s) => s.started)).toEqual([true, true, false]);
    expect(slots.running).toBe(2);
    statements[0]!.finish();
    await settle();
    expect(statements[2]!.started).toBe(true);
    statements[1]!.finish();
    statements[2]!.finish();
    await Promise.all(runs);
    expect(slots.running).toBe(0);
  });

  it('lets a lone user use every slot, and gives a waiting user the next free slot before them', async () => {
    const slots = createStatementSlots({ overall: 2, perUser: 1 });
    const [first, second, third] = [controllable(), controllable(), controllable()];
    const other = controllable();
    const runs = [
      slots.run('user:1', undefined, first.work),
      slots.run('user:1', undefined, second.work),
      slots.run('user:1', undefined, third.work),
    ];
    await settle();
    // Alone, user 1 goes past its share: both slots run its statements.
    expect([first.started, second.started, third.started]).toEqual([true, true, false]);
    runs.push(slots.run('user:2', undefined, other.work));
    await settle();
    expect(other.started).toBe(false);
    first.finish();
    await settle();
    // User 2 waited under its share: the freed slot is theirs, though user 1's third came first.
    expect([third.started, other.started]).toEqual([false, true]);
    second.finish();
    await settle();
    expect(third.started).toBe(true);
    third.finish();
    other.finish();
    await Promise.all(runs);
    expect(slots.running).toBe(0);
  });

  it('drops a waiter whose request was abandoned, and frees the slot of a failed statement', async () => {
    const slots = createStatementSlots({ overall: 1, perUser: 1 });
    const running = controllable();
    const first = slots.run('user:1', undefined, running.work);
    const controller = new AbortController();
    const waiting = controllable();
    const abandoned = slots.run('user:2', controller.signal, waiting.work);
    controller.abort();
    await expect(abandoned).rejects.toBeInstanceOf(QueryCancelledError);
    running.finish();
    await first;
    expect(waiting.started).toBe(false);
    await expect(slots.run('user:3', undefined, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(slots.running).toBe(0);
    await expect(slots.run('user:3', undefined, async () => 'ran')).resolves.toBe('ran');
  });
});
