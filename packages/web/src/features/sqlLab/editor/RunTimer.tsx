import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { QueryRun } from '../state/sqlLabSlice';
import { isRunning } from '../state/sqlLabSlice';

/** "1:05.3" for 65.3 s; "0.42 s" under a second. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${(ms / 1000).toFixed(2)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(1).padStart(4, '0');
  return minutes > 0 ? `${minutes}:${seconds}` : `${(ms / 1000).toFixed(1)} s`;
}

const colorOf: Record<string, string> = {
  success: 'green',
  failed: 'red',
  stopped: 'orange',
  timed_out: 'red',
};

/** How long the tab's last query ran, ticking while it runs. */
export function RunTimer({ query }: { query: QueryRun | null }) {
  const running = isRunning(query);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  if (!query) return null;
  const elapsed = (query.endMs ?? now) - query.startMs;
  return (
    <Tag color={running ? 'blue' : colorOf[query.status]} data-testid="sqllab-timer">
      {formatDuration(Math.max(0, elapsed))}
    </Tag>
  );
}
