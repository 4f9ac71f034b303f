import { DURATION, DURATION_COL, DURATION_SUB } from './durationFormat.js';
import { getNumberFormatter, SMART_NUMBER, SMART_NUMBER_SIGNED } from './numberFormat.js';
import { INDONESIAN_FORMAT_PREFIX } from './numberLocales.js';

/** The value each option's label previews, as Superset's labels do. */
export const NUMBER_FORMAT_PREVIEW_VALUE = 12345.432;

/** Help text for number format controls. */
export const D3_FORMAT_DOCS =
  'D3 format syntax: https://github.com/d3/d3-format. Also: SMART_NUMBER (adaptive), ' +
  'DURATION / DURATION_SUB / DURATION_COL (milliseconds), and any format prefixed with "ID:" ' +
  '(Indonesian separators, e.g. ID:,.2f → 12.345,43).';

function preview(format: string, value = NUMBER_FORMAT_PREVIEW_VALUE): string {
  return `${format} (${value} => ${getNumberFormatter(format)(value)})`;
}

function described(format: string, description: string, value: number): [string, string] {
  return [format, `${description} (${value} => ${getNumberFormatter(format)(value)})`];
}

const ID = INDONESIAN_FORMAT_PREFIX;

/**
 * What a number format select offers (adaptive first, D3 formats including duration and
 * Indonesian ones). Labels are computed with the formatters themselves, so they cannot drift.
 */
export const D3_FORMAT_OPTIONS: [string, string][] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  [SMART_NUMBER_SIGNED, 'Adaptive formatting, signed'],
  ['~g', 'Original value'],
  ...[',d', '.1s', '.3s', ',.1%', '.2%', '.3%', '.4r', ',.3f', '+,', '$,.2f'].map(
    (format): [string, string] => [format, preview(format)],
  ),
  described(DURATION, 'Duration in ms', 66000),
  described(DURATION_SUB, 'Duration in ms', 1.40008),
  described(DURATION_COL, 'Duration in ms', 10500),
  described(`${ID}${SMART_NUMBER}`, 'Adaptive formatting, Indonesian', NUMBER_FORMAT_PREVIEW_VALUE),
  ...[',d', ',.2f', ',.1%', '$,d', '$,.2f'].map((format): [string, string] => [
    `${ID}${format}`,
    preview(`${ID}${format}`),
  ]),
];

/** The subset of formats for values that are already percentages (pie labels, contribution). */
export const D3_PERCENT_FORMAT_OPTIONS: [string, string][] = D3_FORMAT_OPTIONS.filter(([format]) =>
  format.endsWith('%'),
);
