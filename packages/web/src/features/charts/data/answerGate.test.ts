import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerGate } from './answerGate';

afterEach(() => vi.useRealTimers());

const settled = async (promises: Promise<unknown>[]) => {
  const done: boolean[] = promises.map(() => false);
  promises.forEach((promise, index) => void promise.then(() => (done[index] = true)));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('AnswerGate', () => {
  it('passes an answer straight through when nothing else is on the way', async () => {
    vi.useFakeTimers();
    const gate = new AnswerGate(() => false, 100);
    const a = gate.pass('a');
    expect(await settled([a])).toEqual([true]);
    await expect(a).resolves.toBe('a');
  });

  it('holds answers while others are on the way and lets them land together, in order', async () => {
    vi.useFakeTimers();
    let busy = true;
    const gate = new AnswerGate(() => busy, 100);
    const order: string[] = [];
    const a = gate.pass('a').then((value) => order.push(value));
    const b = gate.pass('b').then((value) => order.push(value));
    expect(await settled([a, b])).toEqual([false, false]);
    busy = false;
    const c = gate.pass('c').then((value) => order.push(value));
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('lets held answers land after the longest hold even while a slow one is still on the way', async () => {
    vi.useFakeTimers();
    const gate = new AnswerGate(() => true, 100);
    const first = gate.pass(1);
    await vi.advanceTimersByTimeAsync(60);
    const second = gate.pass(2);
    expect(await settled([first, second])).toEqual([false, false]);
    await vi.advanceTimersByTimeAsync(40);
    expect(await settled([first, second])).toEqual([true, true]);
    // The next held answer starts a new hold.
    const third = gate.pass(3);
    await vi.advanceTimersByTimeAsync(99);
    expect(await settled([third])).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled([third])).toEqual([true]);
  });
});
