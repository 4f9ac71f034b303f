import { Button } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useChartDataClient } from '../data/useChartDataClient';
import { chartJobMessages as messages } from './messages';
import './chartJobStatus.css';

/** Seconds since `sinceMs`, counted up every second while shown. */
function useElapsedSeconds(sinceMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sinceMs === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sinceMs]);
  return sinceMs === null ? 0 : Math.max(0, Math.floor((now - sinceMs) / 1000));
}

/**
 * Over a dashboard chart whose query the server runs as a job: that it runs on a worker, for how long,
 * and a button that stops it (the chart then shows the job's "stopped" error). Nothing otherwise.
 */
export function ChartJobStatus({ chartId }: { chartId: number }) {
  const client = useChartDataClient();
  const job = useSyncExternalStore(client.chartJobs.subscribe, () => client.chartJobs.of(chartId));
  const seconds = useElapsedSeconds(job?.sinceMs ?? null);
  if (!job) return null;
  return (
    <div className="sl-chart-job" role="status" data-testid="chart-job-status">
      <span>{messages.running(seconds)}</span>
      <Button size="small" onClick={() => client.stopChartJob(chartId)} data-testid="chart-job-stop">
        {messages.stop}
      </Button>
    </div>
  );
}
