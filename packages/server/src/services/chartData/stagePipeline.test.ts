import { describe, expect, it } from 'vitest';
import { StagePipeline, type Stage } from './stagePipeline.js';

const parse: Stage<{ base: number }, string, number> = { name: 'parse', run: (_ctx, text) => Number(text) };
const add: Stage<{ base: number }, number, number> = { name: 'add', run: async (ctx, n) => n + ctx.base };
const show: Stage<{ base: number }, number, string> = { name: 'show', run: (_ctx, n) => `=${n}` };

describe('StagePipeline', () => {
  it('runs the stages in order and times each one', async () => {
    const pipeline = StagePipeline.start<{ base: number }, string>().then(parse).then(add).then(show);
    expect(pipeline.stageNames).toEqual(['parse', 'add', 'show']);
    const { output, timings } = await pipeline.run({ base: 10 }, '5');
    expect(output).toBe('=15');
    expect(timings.map((t) => t.stage)).toEqual(['parse', 'add', 'show']);
    expect(timings.every((t) => t.ms >= 0)).toBe(true);
  });

  it('hands a failure to the error mapper with the failing stage and stops there', async () => {
    let ranShow = false;
    const failing: Stage<{ base: number }, number, number> = {
      name: 'add',
      run: () => {
        throw new Error('no numbers today');
      },
    };
    const pipeline = StagePipeline.start<{ base: number }, string>()
      .then(parse)
      .then(failing)
      .then({ name: 'show', run: () => (ranShow = true) });
    await expect(
      pipeline.run({ base: 1 }, '1', (error, stage) => new Error(`${stage}: ${(error as Error).message}`)),
    ).rejects.toThrow('add: no numbers today');
    expect(ranShow).toBe(false);
  });

  it('does not wait a turn of the microtask queue for stages that answer at once', async () => {
    const inc: Stage<{ base: number }, number, number> = { name: 'inc', run: (_ctx, n) => n + 1 };
    let pipeline = StagePipeline.start<{ base: number }, number>();
    for (let i = 0; i < 8; i += 1) pipeline = pipeline.then(inc);
    let done = false;
    const run = pipeline.run({ base: 0 }, 0).then(({ output }) => {
      done = output === 8;
    });
    // Awaiting each of the eight stages would take eight turns or more.
    for (let turn = 0; turn < 4; turn += 1) await Promise.resolve();
    expect(done).toBe(true);
    await run;
  });

  it('makes misordered stages a type error', () => {
    // @ts-expect-error `show` needs a number, `start` gives a string
    StagePipeline.start<{ base: number }, string>().then(show);
  });
});
