import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

// One place that configures dayjs for the grammar: every computation here is in UTC.
dayjs.extend(utc);

export const dayjsUtc = (date: Date) => dayjs.utc(date);
