import type { AppDeps } from '../../appDeps.js';
import { sqlLabJobLost, sqlLabJobRun, type SqlLabJob } from '../sqlLab/sqlLabJobs.js';
import { chartDataJobLost, chartDataJobRun, type ChartDataJob } from './chartDataJobs.js';
import type { JobLost, JobRun } from './jobQueue.js';

/** Every kind of job the worker tier runs; the queue itself knows none of them. */
export type AsyncJob = ChartDataJob | SqlLabJob;

/** The worker's run and lost callbacks, each handing a job to its kind's own. */
export function asyncJobWorker(deps: AppDeps): { run: JobRun<AsyncJob>; lost: JobLost<AsyncJob> } {
  const chartData = { run: chartDataJobRun(deps), lost: chartDataJobLost(deps) };
  const sqlLab = { run: sqlLabJobRun(deps), lost: sqlLabJobLost(deps) };
  return {
    run: (job, signal) => (job.kind === 'sqlLab' ? sqlLab.run(job, signal) : chartData.run(job, signal)),
    lost: (job, reason) => (job.kind === 'sqlLab' ? sqlLab.lost(job, reason) : chartData.lost(job, reason)),
  };
}
