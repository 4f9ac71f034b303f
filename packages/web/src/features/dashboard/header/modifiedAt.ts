import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatMessage } from '../../../ui/formatMessage';
import { headerMessages } from './messages';

dayjs.extend(relativeTime);

/**
 * When the dashboard last changed: the later of the loaded `changed_on` (ISO) and the last save in this
 * session (`lastModifiedTime`, epoch seconds); null when neither is known.
 */
export function modifiedAt(changedOn: string | null | undefined, lastModifiedTime: number): Date | null {
  const loaded = changedOn ? Date.parse(changedOn) : Number.NaN;
  const saved = lastModifiedTime > 0 ? lastModifiedTime * 1000 : Number.NaN;
  const latest = Math.max(Number.isNaN(loaded) ? -1 : loaded, Number.isNaN(saved) ? -1 : saved);
  return latest >= 0 ? new Date(latest) : null;
}

/** "Modified 3 minutes ago by Ada Admin" (or without "by" when the author is unknown). */
export function modifiedText(at: Date, byName: string | null | undefined, now: Date = new Date()): string {
  const when = dayjs(at).from(dayjs(now));
  return byName
    ? formatMessage(headerMessages.modifiedBy, when, byName)
    : formatMessage(headerMessages.modified, when);
}
