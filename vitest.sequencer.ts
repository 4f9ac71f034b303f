import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ENVIRONMENT_COMMENT = /@vitest-environment\s+([\w-]+)/;

/** The environment a test file runs in: its `@vitest-environment` comment, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 500);
  return ENVIRONMENT_COMMENT.exec(head)?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest's order (the slowest files first), with the files of one environment together. A worker that
 * takes a file of another environment than its last one starts a new process, and imports React, antd
 * and the rest again (vitest.config.ts: isolate: false); interleaved, the files did that hundreds of times.
 */
export class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    // Array.prototype.sort is stable: within an environment, Vitest's order stays.
    return [...sorted].sort((a, b) => environments.get(a)!.localeCompare(environments.get(b)!));
  }
}
