/**
 * "5 minutes ago", "a day ago", "in 2 hours": the relative times Superset shows in
 * `changed_on_delta_humanized`. Thresholds follow moment/dayjs relativeTime so server and web read alike.
 */
export function humanizeTimeDelta(then: Date | string, now: Date = new Date()): string {
  const thenMs = typeof then === 'string' ? Date.parse(then) : then.getTime();
  if (Number.isNaN(thenMs)) return '';
  const diffSeconds = (now.getTime() - thenMs) / 1000;
  const phrase = relativePhrase(Math.abs(diffSeconds));
  return diffSeconds >= 0 ? `${phrase} ago` : `in ${phrase}`;
}

function relativePhrase(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(seconds / 3600);
  const days = Math.round(seconds / 86400);
  const months = Math.round(seconds / (86400 * 30.4375));
  const years = Math.round(seconds / (86400 * 365.25));
  if (seconds < 45) return 'a few seconds';
  if (seconds < 90) return 'a minute';
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return 'an hour';
  if (hours < 22) return `${hours} hours`;
  if (hours < 36) return 'a day';
  if (days < 26) return `${days} days`;
  if (days < 46) return 'a month';
  if (days < 320) return `${months} months`;
  if (days < 548) return 'a year';
  return `${years} years`;
}
