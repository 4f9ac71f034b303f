/**
 * The chart-data pipeline's runner (after Metabase's query processor): a list of named, typed
 * stages run in order, each one's output the next one's input. `then` only accepts a stage whose input
 * is the previous output, so misordering stages is a compile error. The runner times every stage and
 * hands failures to `onError` with the stage's name.
 */

export interface Stage<Ctx, In, Out> {
  readonly name: string;
  run(ctx: Ctx, input: In): Out | Promise<Out>;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export type StageErrorMapper = (error: unknown, stage: string) => Error;

export class StagePipeline<Ctx, In, Out> {
  private constructor(private readonly stages: readonly Stage<Ctx, unknown, unknown>[]) {}

  static start<Ctx, In>(): StagePipeline<Ctx, In, In> {
    return new StagePipeline<Ctx, In, In>([]);
  }

  then<Next>(stage: Stage<Ctx, Out, Next>): StagePipeline<Ctx, In, Next> {
    return new StagePipeline<Ctx, In, Next>([...this.stages, stage as Stage<Ctx, unknown, unknown>]);
  }

  get stageNames(): string[] {
    return this.stages.map((stage) => stage.name);
  }

  async run(
    ctx: Ctx,
    input: In,
    onError: StageErrorMapper = (error) => (error instanceof Error ? error : new Error(String(error))),
  ): Promise<{ output: Out; timings: StageTiming[] }> {
    const timings: StageTiming[] = [];
    let value: unknown = input;
    for (const stage of this.stages) {
      const started = performance.now();
      try {
        // A stage that answers at once is not awaited: an await per stage is a turn of the microtask
        // queue on every request, for the many requests where most stages have nothing to wait for.
        const output = stage.run(ctx, value);
        value = isPromiseLike(output) ? await output : output;
      } catch (error) {
        timings.push({ stage: stage.name, ms: performance.now() - started });
        throw onError(error, stage.name);
      }
      timings.push({ stage: stage.name, ms: performance.now() - started });
    }
    return { output: value as Out, timings };
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
