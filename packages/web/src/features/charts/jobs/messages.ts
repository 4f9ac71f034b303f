/** Texts of a chart whose query runs as a job on a worker. */
export const chartJobMessages = {
  running: (seconds: number) =>
    `Running on a worker · ${seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`}`,
  stop: 'Stop',
} as const;
