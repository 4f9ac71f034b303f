import { describe, expect, it } from 'vitest';
import { QueryCancelledError, QueryTimeoutError } from '../errors.js';
import { CANCEL_REPEAT_MS, runCancellable } from './cancellation.js';

/** A statement that ends, with an interrupt error, only at the `honoured`-th cancel it receives. */
function statementHonouring(honoured: number) {
  let cancels = 0;
  let stop: (error: Error) => void = () => undefined;
  const work = () => new Promise<never>((_, reject) => (stop = reject));
  const cancel = () => {
    cancels += 1;
    if (cancels === honoured) stop(new Error('INTERRUPT'));
  };
  return { work, cancel, cancels: () => cancels };
}

describe('runCancellable', () => {
  /** Runs a statement that honours the `honoured`-th cancel, aborts it, and checks it reports cancelled. */
  async function abortStatementHonouring(honoured: number) {
    const controller = new AbortController();
    const statement = statementHonouring(honoured);
    const running = runCancellable({ signal: controller.signal }, statement.cancel, statement.work);
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(QueryCancelledError);
    return statement;
  }

  it('cancels once when the statement stops at the first cancel, and not after it ended', async () => {
    const statement = await abortStatementHonouring(1);
    await new Promise((resolve) => setTimeout(resolve, 3 * CANCEL_REPEAT_MS));
    expect(statement.cancels()).toBe(1);
  });

  it('sends the cancel again until the statement stops (one sent before it ran is lost)', async () => {
    expect((await abortStatementHonouring(3)).cancels()).toBe(3);
  });

  it('repeats a timeout’s cancel too, and reports the timeout', async () => {
    const statement = statementHonouring(2);
    await expect(runCancellable({ timeoutMs: 5 }, statement.cancel, statement.work)).rejects.toBeInstanceOf(
      QueryTimeoutError,
    );
    expect(statement.cancels()).toBe(2);
  });

  it('does not run a statement whose signal was aborted before it started', async () => {
    const controller = new AbortController();
    controller.abort();
    let ran = false;
    await expect(
      runCancellable(
        { signal: controller.signal },
        () => undefined,
        async () => (ran = true),
      ),
    ).rejects.toBeInstanceOf(QueryCancelledError);
    expect(ran).toBe(false);
  });
});
