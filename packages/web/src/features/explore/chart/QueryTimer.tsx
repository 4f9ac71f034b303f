import { Tag } from 'antd';
import { useEffect, useState } from 'react';
import { exploreMessages } from '../messages';

/** `mm:ss.cc` of a duration in milliseconds. */
export function formatElapsed(ms: number): string {
  const safe = Math.max(0, ms);
  const minutes = Math.floor(safe / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  const hundredths = Math.floor((safe % 1000) / 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}

/** The query's running time: ticking while it runs, the final figure once it ends. */
export function QueryTimer({
  startedAt,
  endedAt,
  running,
}: {
  startedAt?: number;
  endedAt?: number | null;
  running: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  if (!startedAt) return null;
  const end = running ? now : (endedAt ?? now);
  return (
    <Tag
      color={running ? 'processing' : 'default'}
      data-testid="query-timer"
      title={exploreMessages.queryTimer}
    >
      {formatElapsed(end - startedAt)}
    </Tag>
  );
}
