import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage';

describe('formatMessage', () => {
  it('fills placeholders in order', () => {
    expect(formatMessage('There was an issue deleting %s: %s', 'Sales', 'Forbidden')).toBe(
      'There was an issue deleting Sales: Forbidden',
    );
  });

  it('keeps the text around a placeholder glued to it, as in "%ss"', () => {
    expect(formatMessage('An error occurred while fetching %ss: %s', 'chart', 'Not found')).toBe(
      'An error occurred while fetching charts: Not found',
    );
  });

  it('leaves placeholders without an argument visible rather than inventing text', () => {
    expect(formatMessage('Deleted: %s')).toBe('Deleted: %s');
  });
});
