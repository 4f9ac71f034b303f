import { describe, expect, it, vi } from 'vitest';
import { deferred, flush } from '../testing/chartDataTestKit';
import { isAbortError } from './abortError';
import { RequestQueue } from './requestQueue';

describe('RequestQueue', () => {
  it('runs at most `limit` tasks at once and starts the next when one ends', async () => {
    const queue = new RequestQueue(2);
    const tasks = [deferred<number>(), deferred<number>(), deferred<number>()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(1);
    tasks[1]!.resolve(1);
    await results[1];
    await flush();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.resolve(0);
    tasks[2]!.resolve(2);
    expect(await Promise.all(results)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it('drops a waiting task whose caller aborted, without starting it', async () => {
    const queue = new RequestQueue(1);
    const first = deferred<string>();
    void queue.run(() => first.promise);
    const controller = new AbortController();
    const task = vi.fn(() => Promise.resolve('late'));
    const waiting = queue.run(task, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toSatisfy(isAbortError);
    first.resolve('done');
    await flush();
    expect(task).not.toHaveBeenCalled();
    expect(queue.queued).toBe(0);
  });
});
